import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxConf, TEMPLATE } from '../../../deploy/render-nginx';
import { securityHeaders } from '../../../server/http/security';
import { loadAssets, staticFiles } from '../../../server/http/static';

const template = readFileSync(TEMPLATE, 'utf8');
const code = template
  .split('\n')
  .filter((line) => !/^\s*#/.test(line))
  .join('\n');
mkdirSync('.bench', { recursive: true });
const tmp = resolve(mkdtempSync(join('.bench', 'tmp-nginx-')));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `add_header Name "value" [always];` of the server block, by lower-cased name. */
function addedHeaders(): Map<string, { value: string; always: boolean }> {
  const out = new Map<string, { value: string; always: boolean }>();
  for (const m of code.matchAll(/^\s*add_header\s+([\w-]+)\s+("(?:[^"\\]|\\.)*"|\S+)(\s+always)?;/gm)) {
    out.set(m[1]!.toLowerCase(), { value: m[2]!.replace(/^"|"$/g, ''), always: Boolean(m[3]) });
  }
  return out;
}

/** The headers `npm start` puts on every answer (server/site.ts: securityHeaders() on '*'). */
async function serverSecurityHeaders(): Promise<Map<string, string>> {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.get('/', (c) => c.body(null, 204));
  const response = await app.request('/');
  return new Map([...response.headers].filter(([name]) => name !== 'content-type'));
}

describe('deploy/nginx.conf', () => {
  it('adds exactly the security headers npm start sends, with the same values, on every status', async () => {
    const server = await serverSecurityHeaders();
    expect(server.size).toBeGreaterThan(5);
    const nginx = addedHeaders();
    const security = new Map([...nginx].filter(([name]) => name !== 'cache-control' && name !== 'service-worker-allowed' && name !== 'x-cache-status'));
    expect(Object.fromEntries([...security].map(([name, h]) => [name, h.value]))).toEqual(Object.fromEntries(server));
    for (const [name, header] of security) expect(header.always, `${name} always`).toBe(true);
  });

  it("replaces the backend's copies of those headers instead of sending two", async () => {
    const hidden = new Set([...code.matchAll(/proxy_hide_header\s+([\w-]+);/g)].map((m) => m[1]!.toLowerCase()));
    for (const name of (await serverSecurityHeaders()).keys()) expect(hidden, name).toContain(name);
    expect(hidden).toContain('cache-control');
  });

  it('serves the content types npm start serves', async () => {
    const dist = join(tmp, 'types');
    mkdirSync(dist, { recursive: true });
    // `types { text/html html; … }`: extension -> type
    const table = new Map<string, string>();
    for (const entry of code.match(/^\s*types\s*\{([^}]*)\}/m)![1]!.split(';')) {
      const [type, ...exts] = entry.trim().split(/\s+/);
      for (const ext of type ? exts : []) table.set(ext, type!);
    }
    expect(table.size).toBeGreaterThan(10);
    const charsetTypes = new Set(['text/html', ...code.match(/charset_types ([^;]+);/)![1]!.split(/\s+/)]);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    for (const ext of table.keys()) writeFileSync(join(dist, `f.${ext}`), 'x');
    const app = new Hono().use('*', staticFiles(loadAssets(dist)));
    for (const [ext, type] of table) {
      const response = await app.request(`/f.${ext}`);
      const expected = charsetTypes.has(type) ? `${type}; charset=utf-8` : type;
      expect(`${ext}: ${response.headers.get('content-type')}`).toBe(`${ext}: ${expected}`);
    }
  });

  it('renders absolute paths and the upstream, and leaves comments and nginx variables alone', () => {
    const conf = renderNginxConf({
      PORTAL_DIST_DIR: '/srv/portal/dist',
      LISTEN: '127.0.0.1:8081',
      SERVER_NAME: 'portal.example',
      PORTAL_API_UPSTREAM: 'https://backend.example/odata/portal/',
      NGINX_RUN_DIR: '/run/portal-nginx',
    });
    const active = conf.split('\n').filter((line) => !/^\s*#/.test(line));
    expect(active.join('\n')).not.toMatch(/\$\{/);
    expect(conf).toContain('root /srv/portal/dist;');
    expect(conf).toContain('proxy_pass https://backend.example/odata/portal/;');
    expect(conf).toContain('try_files $uri $uri/index.html @spa;');
    expect(conf).toMatch(/^# .*\$\{PORTAL_DIST_DIR\}/m);
    expect(() => renderNginxConf({ PORTAL_DIST_DIR: 'dist', LISTEN: '1', SERVER_NAME: '_', PORTAL_API_UPSTREAM: 'http://a', NGINX_RUN_DIR: '/r' })).toThrow(
      /absolute/,
    );
    expect(() => renderNginxConf({ PORTAL_DIST_DIR: '/d', LISTEN: '1', SERVER_NAME: '_', PORTAL_API_UPSTREAM: 'backend', NGINX_RUN_DIR: '/r' })).toThrow(
      /URL/,
    );
  });

  it('writes no query string and no Referer to its access log: secrets travel there', () => {
    // `log_format name 'part' 'part';` by name, and every access_log directive.
    const formats = new Map<string, string>();
    for (const m of code.matchAll(/^\s*log_format\s+(\S+)((?:\s+'[^']*')+)\s*;/gm)) formats.set(m[1]!, m[2]!);
    const logs = [...code.matchAll(/^\s*access_log\s+([^;]+);/gm)].map((m) => m[1]!.trim().split(/\s+/));
    expect(logs.length).toBeGreaterThan(0);
    for (const [target, format] of logs) {
      if (target === 'off') continue;
      // Without a format nginx writes `combined`, whose $request carries the query.
      expect(format, `access_log ${target} names its format`).toBeDefined();
      const definition = formats.get(format!);
      expect(definition, `log_format ${format}`).toBeDefined();
      const variables = [...definition!.matchAll(/\$(\w+)/g)].map((v) => v[1]!);
      for (const leaking of ['request', 'request_uri', 'args', 'query_string', 'is_args', 'http_referer', 'request_body', 'uri']) {
        expect(variables, `log_format ${format}`).not.toContain(leaking);
      }
      expect(variables.some((v) => v.startsWith('arg_'))).toBe(false);
    }
  });

  it.runIf(existsSync('/usr/sbin/nginx'))('logs a login call without the hash in its query (a running nginx)', async () => {
    const runDir = join(tmp, 'run-log');
    mkdirSync(runDir, { recursive: true });
    const file = join(tmp, 'nginx-log.conf');
    const listen = '127.0.0.1:8307';
    // Nothing listens upstream: the 502 is logged like any other answer.
    const values = { PORTAL_DIST_DIR: tmp, LISTEN: listen, SERVER_NAME: '_', PORTAL_API_UPSTREAM: 'http://127.0.0.1:8308/api', NGINX_RUN_DIR: runDir };
    writeFileSync(file, renderNginxConf(values).replace(/^worker_processes 1;$/m, 'worker_processes 1;\ndaemon on;'));
    const started = spawnSync('/usr/sbin/nginx', ['-c', file, '-e', join(runDir, 'error.log')], { encoding: 'utf8' });
    expect(started.status, started.stderr).toBe(0);
    try {
      const secret = 'a'.repeat(64);
      await fetch(`http://${listen}/api/PruefePasswort?id=7&hash='${secret}'&benutzerkennung='eva'`).catch(() => undefined);
      await fetch(`http://${listen}/?redirect=%2Fobjects&txid=abc`, { headers: { Referer: `http://${listen}/zahlung?hash=${secret}` } });
      let log = '';
      for (let i = 0; i < 50 && log.split('\n').filter(Boolean).length < 2; i++) {
        await new Promise((r) => setTimeout(r, 50));
        log = existsSync(join(runDir, 'access.log')) ? readFileSync(join(runDir, 'access.log'), 'utf8') : '';
      }
      expect(log).toContain('"GET /api/PruefePasswort HTTP/1.1" 502');
      expect(log).toContain('"GET / HTTP/1.1"');
      expect(log).not.toContain(secret);
      expect(log).not.toContain('?');
    } finally {
      spawnSync('/usr/sbin/nginx', ['-c', file, '-e', join(runDir, 'error.log'), '-s', 'stop'], { encoding: 'utf8' });
    }
  });

  it.runIf(existsSync('/usr/sbin/nginx'))("is accepted by Debian's nginx (nginx -t)", () => {
    const runDir = join(tmp, 'run');
    mkdirSync(runDir, { recursive: true });
    const file = join(tmp, 'nginx.conf');
    const values = { PORTAL_DIST_DIR: tmp, LISTEN: '127.0.0.1:8402', SERVER_NAME: '_', PORTAL_API_UPSTREAM: 'http://127.0.0.1:8400/api', NGINX_RUN_DIR: runDir };
    writeFileSync(file, renderNginxConf(values));
    const result = spawnSync('/usr/sbin/nginx', ['-t', '-c', file, '-e', join(runDir, 'error.log')], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
  });
});
