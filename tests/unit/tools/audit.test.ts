/**
 * `npm run audit` (tools/audit.ts) without the network: the production tree read from a lock file
 * in tests/fixtures/audit, the registry's answer given by a fake fetch. bulk-refused.json is the
 * answer this machine's registry gave (405, GET and HEAD only); advisories-bulk.json is written in
 * the format of the bulk endpoint's answer (name -> advisories with id, url, title, severity,
 * vulnerable_versions), since no registry here answers one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { affects, audit, BULK_PATH, runtimePackages, summary, type Fetcher, type Outcome, type PackageLock } from '../../../tools/audit';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/audit/${name}`, import.meta.url), 'utf8'));
const lock = fixture('lock.json') as PackageLock;
const answer = fixture('advisories-bulk.json');
const refused = fixture('bulk-refused.json') as { status: number; statusText: string; headers: Record<string, string>; body: string };
const REGISTRY = 'https://registry.npmjs.org/';

/** A fetch that records its requests and answers with `respond`. */
function fakeFetch(respond: () => Response | Promise<Response>) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetcher: Fetcher = async (url, init) => {
    requests.push({ url, method: init.method, body: JSON.parse(init.body) });
    return respond();
  };
  return { fetcher, requests };
}

describe('npm run audit', () => {
  it('audits the production tree: dev-only packages left out, optional ones, nested versions and aliases in', () => {
    expect(Object.fromEntries(runtimePackages(lock))).toEqual({
      'maybe-dev': ['0.3.0'],
      'native-addon-linux': ['1.0.0'],
      'parse-thing': ['1.0.4', '3.2.0'],
      'real-pkg': ['4.0.0'],
      'web-lib': ['2.1.0'],
    });
    expect(() => runtimePackages({ lockfileVersion: 1 })).toThrow(/lockfileVersion 2 oder 3/);
  });

  it('reads advisory ranges as npm does, with the version that fixes it', () => {
    expect(affects('1.0.4', '<1.0.5 || >=3.0.0 <3.1.0')).toEqual({ fixedIn: '1.0.5' });
    expect(affects('3.0.2', '<1.0.5 || >=3.0.0 <3.1.0')).toEqual({ fixedIn: '3.1.0' });
    expect(affects('3.2.0', '<1.0.5 || >=3.0.0 <3.1.0')).toBe(false);
    expect(affects('2.1.0', '>=2.0.0 <=2.1.0')).toEqual({ fixedIn: 'nach 2.1.0' });
    expect(affects('1.0.0', '>=1.0.0-beta.1 <1.0.1')).toEqual({ fixedIn: '1.0.1' });
    expect(affects('1.0.0-beta.2', '>=1.0.0-beta.10 <1.0.1')).toBe(false);
    expect(affects('1.0.0-rc.1', '<1.0.0')).toEqual({ fixedIn: '1.0.0' });
    expect(affects('4.17.20', '< 4.17.21')).toEqual({ fixedIn: '4.17.21' });
    expect(affects('1.2.9', '<=1.2')).toEqual({ fixedIn: '1.3.0' });
    expect(affects('1.3.0', '<=1.2')).toBe(false);
    expect(affects('1.5.0', '1.0.0 - 1.5.0')).toEqual({ fixedIn: '1.5.1' });
    expect(affects('0.0.1', '*')).toEqual({ fixedIn: null });
    expect(affects('2.0.0', '=2.0.0')).toEqual({ fixedIn: null });
    expect(affects('2.4.0', '^2.0.0')).toEqual({ fixedIn: '3.0.0' });
    expect(affects('1.2.7', '~1.2.3')).toEqual({ fixedIn: '1.3.0' });
    // A range or version that cannot be read counts as affected rather than passing unseen.
    expect(affects('2.0.0', 'vor 2.1')).toBeNull();
    expect(affects('zwei', '<3.0.0')).toBeNull();
  });

  it('posts the installed versions to the bulk endpoint and reports, in German, what applies to them', async () => {
    const packages = runtimePackages(lock);
    const { fetcher, requests } = fakeFetch(() => Response.json(answer));
    const outcome = await audit(packages, REGISTRY, fetcher);
    expect(requests).toEqual([{ url: `https://registry.npmjs.org${BULK_PATH}`, method: 'POST', body: Object.fromEntries(packages) }]);
    expect(outcome).toEqual({
      kind: 'checked',
      packages: 5,
      findings: [
        { name: 'native-addon-linux', version: '1.0.0', severity: 'critical', title: 'Buffer overflow in native-addon-linux', url: 'https://github.com/advisories/GHSA-test-0000-0003', fixedIn: '1.0.1' },
        { name: 'parse-thing', version: '1.0.4', severity: 'high', title: 'Prototype Pollution in parse-thing', url: 'https://github.com/advisories/GHSA-test-0000-0001', fixedIn: '1.0.5' },
        { name: 'web-lib', version: '2.1.0', severity: 'moderate', title: 'Regular expression denial of service in web-lib', url: 'https://github.com/advisories/GHSA-test-0000-0002', fixedIn: 'nach 2.1.0' },
      ],
    });
    const { lines, exitCode } = summary(outcome);
    expect(exitCode).toBe(1);
    expect(lines[0]).toBe('Sicherheitsprüfung der Laufzeitabhängigkeiten: 5 Pakete aus package-lock.json (ohne Entwicklungsabhängigkeiten)');
    expect(lines[1]).toMatch(/^Paket +Installiert +Schweregrad +Behoben in +Hinweis$/);
    expect(lines[2]).toMatch(/^native-addon-linux +1\.0\.0 +kritisch +1\.0\.1 +Buffer overflow in native-addon-linux \(https:\/\/github\.com\/advisories\/GHSA-test-0000-0003\)$/);
    expect(lines[4]).toMatch(/^web-lib +2\.1\.0 +mittel +nach 2\.1\.0 +Regular expression/);
    expect(lines.at(-1)).toBe('3 Hinweise (1 kritisch, 1 hoch, 1 mittel): mindestens einer hoch oder kritisch.');
  });

  it('exits 0 when nothing high or critical applies, listing what does', () => {
    const low: Outcome = { kind: 'checked', packages: 5, findings: [{ name: 'web-lib', version: '2.1.0', severity: 'moderate', title: 'x', url: '', fixedIn: null }] };
    expect(summary(low)).toMatchObject({ exitCode: 0, lines: expect.arrayContaining(['1 Hinweis (1 mittel), keiner hoch oder kritisch.']) });
    expect(summary(low).lines[2]).toMatch(/^web-lib +2\.1\.0 +mittel +keine Version +x$/);
    expect(summary({ kind: 'checked', packages: 5, findings: [] })).toEqual({
      exitCode: 0,
      lines: ['Sicherheitsprüfung der Laufzeitabhängigkeiten: 5 Pakete aus package-lock.json (ohne Entwicklungsabhängigkeiten)', 'Keine bekannten Sicherheitshinweise.'],
    });
  });

  it('says in one line, exiting 2, that the registry refused (the recorded answer of this machine\'s registry)', async () => {
    const { fetcher } = fakeFetch(() => new Response(refused.body || null, { status: refused.status, statusText: refused.statusText, headers: refused.headers }));
    const { lines, exitCode } = summary(await audit(runtimePackages(lock), REGISTRY, fetcher));
    expect(exitCode).toBe(2);
    expect(lines).toEqual([
      `Sicherheitsprüfung nicht möglich: die Registry ${REGISTRY} lehnt die Abfrage der Sicherheitshinweise ab (HTTP 405 Method Not Allowed, erlaubt nur GET,HEAD auf POST ${BULK_PATH}). Keine Aussage über Schwachstellen.`,
    ]);
  });

  it('says so too when the registry cannot be reached or answers something unreadable', async () => {
    const down = fakeFetch(() => Promise.reject(new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND registry.npmjs.org') })));
    expect(summary(await audit(runtimePackages(lock), REGISTRY, down.fetcher))).toEqual({
      exitCode: 2,
      lines: [`Sicherheitsprüfung nicht möglich: die Registry ${REGISTRY} ist nicht erreichbar (getaddrinfo ENOTFOUND registry.npmjs.org). Keine Aussage über Schwachstellen.`],
    });
    for (const body of ['<html>Proxy</html>', '[]', '{"web-lib": "kaputt"}']) {
      const odd = fakeFetch(() => new Response(body, { status: 200 }));
      const { lines, exitCode } = summary(await audit(runtimePackages(lock), REGISTRY, odd.fetcher));
      expect(exitCode, body).toBe(2);
      expect(lines, body).toHaveLength(1);
      expect(lines[0], body).toMatch(/^Sicherheitsprüfung nicht möglich: die Antwort der Registry .* ist nicht lesbar/);
    }
  });
});
