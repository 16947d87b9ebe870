/**
 * `npm run audit`: the runtime dependencies checked against the npm registry's security advisories,
 * summarised in German. Runtime means package-lock.json's production tree, every installed package
 * but the dev-only ones (what `npm audit --omit=dev` asks about): each name with its installed
 * versions goes to the registry's bulk advisory endpoint, the one npm audit uses, and each advisory
 * the registry names is checked against the installed versions here again.
 *
 * Exit status: 0 nothing high or critical (lower findings are listed), 1 a high or critical advisory
 * applies, 2 no statement possible: the registry refused the request, could not be reached, or
 * answered something unreadable. That is said in one line and never taken for "no findings".
 *
 * Needs the network, so it is not part of `npm test` (docs/security.md "Dependencies").
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parse, Range } from 'semver';

export const BULK_PATH = '/-/npm/v1/security/advisories/bulk';
const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';
const TIMEOUT_MS = 30_000;

interface LockEntry {
  version?: string;
  /** The real name of an aliased package (`"x": "npm:y@1"`). */
  name?: string;
  dev?: boolean;
  link?: boolean;
}

export interface PackageLock {
  lockfileVersion?: number;
  packages?: Record<string, LockEntry>;
}

/**
 * Name -> installed versions of the production tree: every package under node_modules that is
 * not dev-only. Optional ones count (installed where their platform fits), as in npm audit; links
 * and workspaces (no node_modules path) come from no registry.
 */
export function runtimePackages(lock: PackageLock): Map<string, string[]> {
  if (!lock.packages || (lock.lockfileVersion ?? 1) < 2) throw new Error('package-lock.json hat keine "packages" (lockfileVersion 2 oder 3 nötig)');
  const found = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const at = path.lastIndexOf('node_modules/');
    if (at < 0 || entry.dev || entry.link || !entry.version) continue;
    const name = entry.name ?? path.slice(at + 'node_modules/'.length);
    const versions = found.get(name) ?? new Set<string>();
    versions.add(entry.version);
    found.set(name, versions);
  }
  return new Map([...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, versions]) => [name, [...versions].sort()]));
}

/**
 * Whether `version` lies in the advisory range `range` (`<1.2.3`, `>=2.0.0 <2.0.5 || >=3.0.0 <3.1.1`,
 * `1.0.0 - 1.2.0`, `*`), read by npm's own `semver` with prereleases ordered as plain versions (as
 * npm audit does); with the version at which the alternative it lies in ends: `<X` is fixed in X,
 * `<=X` after X. Null when the range or version cannot be read: counted as affected, so nothing is
 * hidden.
 */
export function affects(version: string, range: string): { fixedIn: string | null } | false | null {
  const v = parse(version);
  if (!v) return null;
  let ranges: Range;
  try {
    ranges = new Range(range, { includePrerelease: true });
  } catch {
    return null;
  }
  for (const set of ranges.set) {
    if (!set.every((comparator) => comparator.test(v))) continue;
    const upper = set.find((comparator) => comparator.operator === '<' || comparator.operator === '<=');
    if (!upper) return { fixedIn: null };
    // semver writes `<=1.2` as `<1.3.0-0`: the first version without it is 1.3.0.
    const bound = upper.semver.prerelease.length === 1 && upper.semver.prerelease[0] === 0 ? `${upper.semver.major}.${upper.semver.minor}.${upper.semver.patch}` : upper.semver.version;
    return { fixedIn: upper.operator === '<' ? bound : `nach ${bound}` };
  }
  return false;
}

export type Severity = 'critical' | 'high' | 'moderate' | 'low' | 'info';
const SEVERITIES: Severity[] = ['critical', 'high', 'moderate', 'low', 'info'];
const GERMAN: Record<Severity, string> = { critical: 'kritisch', high: 'hoch', moderate: 'mittel', low: 'niedrig', info: 'Info' };

export interface Finding {
  name: string;
  version: string;
  severity: Severity;
  title: string;
  url: string;
  /** The first version without it, `nach X`, null when none is known, or `?` when the range could not be read. */
  fixedIn: string | null;
}

export type Outcome = { kind: 'checked'; packages: number; findings: Finding[] } | { kind: 'failed'; reason: string };

interface Advisory {
  id?: unknown;
  url?: unknown;
  title?: unknown;
  severity?: unknown;
  vulnerable_versions?: unknown;
}

/** The findings of a bulk answer (name -> advisories) for the installed `packages`; throws on another shape. */
export function findingsOf(answer: unknown, packages: Map<string, string[]>): Finding[] {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw new Error('kein Objekt aus Paketnamen und Hinweisen');
  const findings: Finding[] = [];
  for (const [name, advisories] of Object.entries(answer as Record<string, unknown>)) {
    if (!Array.isArray(advisories)) throw new Error(`Hinweise zu ${name} sind keine Liste`);
    for (const advisory of advisories as Advisory[]) {
      const range = typeof advisory.vulnerable_versions === 'string' ? advisory.vulnerable_versions : '*';
      const severity = SEVERITIES.includes(advisory.severity as Severity) ? (advisory.severity as Severity) : 'high';
      for (const version of packages.get(name) ?? []) {
        const hit = affects(version, range);
        if (hit === false) continue;
        findings.push({
          name,
          version,
          severity,
          title: typeof advisory.title === 'string' ? advisory.title : `Hinweis ${String(advisory.id ?? '')}`.trim(),
          url: typeof advisory.url === 'string' ? advisory.url : '',
          fixedIn: hit === null ? '?' : hit.fixedIn,
        });
      }
    }
  }
  return findings.sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) || a.name.localeCompare(b.name));
}

/** The part of fetch this tool uses (global fetch in use, a recorded answer in tests). */
export type Fetcher = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal }) => Promise<Response>;

/** Asks `registry` about `packages`; whatever goes wrong becomes a `failed` outcome, never an empty list. */
export async function audit(packages: Map<string, string[]>, registry: string, fetcher: Fetcher): Promise<Outcome> {
  const url = new URL(BULK_PATH.slice(1), registry.endsWith('/') ? registry : `${registry}/`).href;
  const body = JSON.stringify(Object.fromEntries(packages));
  let res: Response;
  try {
    res = await fetcher(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    return { kind: 'failed', reason: `die Registry ${registry} ist nicht erreichbar (${cause})` };
  }
  if (res.status !== 200) {
    const allow = res.headers.get('allow');
    const status = `HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}${allow ? `, erlaubt nur ${allow}` : ''}`;
    return { kind: 'failed', reason: `die Registry ${registry} lehnt die Abfrage der Sicherheitshinweise ab (${status} auf POST ${BULK_PATH})` };
  }
  try {
    return { kind: 'checked', packages: packages.size, findings: findingsOf(JSON.parse(await res.text()), packages) };
  } catch (err) {
    return { kind: 'failed', reason: `die Antwort der Registry ${registry} ist nicht lesbar (${err instanceof Error ? err.message : String(err)})` };
  }
}

/** The German summary and the exit status (see the top of this file). */
export function summary(outcome: Outcome): { lines: string[]; exitCode: 0 | 1 | 2 } {
  if (outcome.kind === 'failed') return { lines: [`Sicherheitsprüfung nicht möglich: ${outcome.reason}. Keine Aussage über Schwachstellen.`], exitCode: 2 };
  const { findings, packages } = outcome;
  const head = `Sicherheitsprüfung der Laufzeitabhängigkeiten: ${packages} Pakete aus package-lock.json (ohne Entwicklungsabhängigkeiten)`;
  if (findings.length === 0) return { lines: [head, 'Keine bekannten Sicherheitshinweise.'], exitCode: 0 };
  const rows = [['Paket', 'Installiert', 'Schweregrad', 'Behoben in', 'Hinweis'], ...findings.map((f) => [f.name, f.version, GERMAN[f.severity], f.fixedIn ?? 'keine Version', `${f.title}${f.url ? ` (${f.url})` : ''}`])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const table = rows.map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
  const counts = SEVERITIES.filter((s) => findings.some((f) => f.severity === s)).map((s) => `${findings.filter((f) => f.severity === s).length} ${GERMAN[s]}`);
  const serious = findings.some((f) => f.severity === 'critical' || f.severity === 'high');
  const verdict = `${findings.length} ${findings.length === 1 ? 'Hinweis' : 'Hinweise'} (${counts.join(', ')})${serious ? ': mindestens einer hoch oder kritisch.' : ', keiner hoch oder kritisch.'}`;
  return { lines: [head, ...table, verdict], exitCode: serious ? 1 : 0 };
}

async function main(): Promise<void> {
  const registry = process.env.npm_config_registry?.trim() || DEFAULT_REGISTRY;
  let packages: Map<string, string[]>;
  try {
    packages = runtimePackages(JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as PackageLock);
  } catch (err) {
    console.error(`Sicherheitsprüfung nicht möglich: package-lock.json nicht lesbar (${err instanceof Error ? err.message : String(err)}).`);
    process.exit(2);
  }
  const { lines, exitCode } = summary(await audit(packages, registry, fetch));
  for (const line of lines) (exitCode === 2 ? console.error : console.log)(line);
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
