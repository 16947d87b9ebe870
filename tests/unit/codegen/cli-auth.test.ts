/**
 * An SAP gateway answers `$metadata` only to a logged-in user and wants its client: codegen sends
 * `--header` options and CODEGEN_AUTHORIZATION, and a refusal names its cause in one line.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 9171;
const BASIC = `Basic ${Buffer.from('integrator:geheim').toString('base64')}`;
const URL_ = `http://127.0.0.1:${PORT}/sap/opu/odata/sap/ZABFALL_SRV/$metadata`;

mkdirSync('.bench', { recursive: true });
const tmp = mkdtempSync(join('.bench', 'tmp-cli-auth-'));
const seen: IncomingHttpHeaders[] = [];
let server: Server;

/** Async spawn: the gateway in this process must keep answering while codegen runs. */
function codegen(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', ...args], {
    env: { ...process.env, CODEGEN_AUTHORIZATION: '', ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((done) => child.on('close', (code) => done({ code, stderr })));
}

describe('codegen from a gateway that demands a login', () => {
  beforeAll(async () => {
    const xml = readFileSync('schema/reference/metadata.xml', 'utf8');
    server = createServer((req, res) => {
      seen.push(req.headers);
      if (!req.url?.endsWith('/$metadata')) return void res.writeHead(404).end();
      if (req.headers.authorization !== BASIC) return void res.writeHead(401, { 'www-authenticate': 'Basic realm="SAP"' }).end();
      if (req.headers['sap-client'] !== '100') return void res.writeHead(403).end();
      res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
    });
    await new Promise<void>((done) => server.listen(PORT, '127.0.0.1', done));
  });
  afterAll(() => {
    server.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('exits 2 with one line naming the missing login when no credentials are sent', async () => {
    const out = join(tmp, 'none');
    const result = await codegen(['--metadata', URL_, '--out', out, '--quiet']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^codegen: http:\/\/127\.0\.0\.1:\d+\/.*\$metadata verlangt eine Anmeldung \(HTTP 401\): .*CODEGEN_AUTHORIZATION/),
    ]);
    expect(existsSync(out)).toBe(false);
  }, 60_000);

  it('says the credentials were refused, and the 403 of a wrong client, without echoing a secret', async () => {
    const wrong = `Basic ${Buffer.from('integrator:falsch').toString('base64')}`;
    const refused = await codegen(['--metadata', URL_, '--header', `Authorization: ${wrong}`, '--out', join(tmp, 'none'), '--quiet']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/lehnt die Zugangsdaten ab \(HTTP 401\)/);
    expect(refused.stderr).not.toContain(wrong);

    const forbidden = await codegen(['--metadata', URL_, '--out', join(tmp, 'none'), '--quiet'], { CODEGEN_AUTHORIZATION: BASIC });
    expect(forbidden.code).toBe(2);
    expect(forbidden.stderr.trim().split('\n')).toEqual([expect.stringMatching(/verweigert den Zugriff \(HTTP 403\)/)]);
  }, 60_000);

  it('generates with --header options for Authorization and sap-client', async () => {
    const out = join(tmp, 'with-header');
    seen.length = 0;
    const result = await codegen(['--metadata', URL_, '--header', `Authorization: ${BASIC}`, '--header', 'sap-client: 100', '--out', out, '--quiet']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(seen.at(-1)).toMatchObject({ authorization: BASIC, 'sap-client': '100', accept: 'application/xml' });
    expect(readFileSync(join(out, 'capabilities.ts'), 'utf8')).toContain('"StueckgutAuftraege"');
  }, 60_000);

  it('generates with the Authorization value from CODEGEN_AUTHORIZATION', async () => {
    const out = join(tmp, 'with-env');
    const result = await codegen(['--metadata', URL_, '--header', 'sap-client: 100', '--out', out, '--quiet'], { CODEGEN_AUTHORIZATION: BASIC });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(existsSync(join(out, 'capabilities.ts'))).toBe(true);
    // Neither the secret nor the header option ends up in the generated files.
    expect(readFileSync(join(out, 'capabilities.ts'), 'utf8')).not.toContain('Basic');
  }, 60_000);

  it('rejects a header option that is not Name: value with exit code 2', async () => {
    const result = await codegen(['--metadata', URL_, '--header', 'sap-client=100', '--quiet']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^codegen: --header erwartet 'Name: Wert'/);
  }, 30_000);

  it('names the shell-eaten $metadata of a 404 answer', async () => {
    const root = `http://127.0.0.1:${PORT}/sap/opu/odata/sap/ZABFALL_SRV/`;
    const result = await codegen(['--metadata', root, '--out', join(tmp, 'none'), '--quiet'], { CODEGEN_AUTHORIZATION: BASIC });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/HTTP 404: die Adresse endet nicht auf \$metadata/)]);
  }, 30_000);
});
