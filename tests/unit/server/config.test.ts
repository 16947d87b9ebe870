import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../../../server/config';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const c = loadConfig({}, []);
    expect(c.port).toBe(8080);
    expect(c.databaseFile).toBe(join(repoRoot, '.data', 'portal.sqlite'));
    expect(c.maintenanceFile).toBe(join(repoRoot, '.data', 'maintenance'));
    expect(c.apiUpstream).toBeNull();
    expect(c.sessionLifetimeMs).toBe(30 * 60_000);
    expect(c.reset).toBe(false);
  });

  it('reads the environment and --reset', () => {
    const c = loadConfig({ PORT: '8099', PORTAL_DATA_DIR: '/tmp/x', PORTAL_API_UPSTREAM: 'https://backend.example/odata', PORTAL_SESSION_MINUTES: '5' }, ['--reset']);
    expect(c).toMatchObject({ port: 8099, databaseFile: '/tmp/x/portal.sqlite', maintenanceFile: '/tmp/x/maintenance', sessionLifetimeMs: 300_000, reset: true });
    expect(c.apiUpstream?.href).toBe('https://backend.example/odata');
  });

  it.each([
    [{ PORT: 'achtzig' }, []],
    [{ PORT: '70000' }, []],
    [{ PORTAL_API_UPSTREAM: 'ftp://x' }, []],
    [{ PORTAL_API_UPSTREAM: 'kein url' }, []],
    [{ PORTAL_SESSION_MINUTES: '0' }, []],
    [{}, ['--reste']],
  ])('rejects invalid settings %j %j', (env, argv) => {
    expect(() => loadConfig(env, argv)).toThrow(ConfigError);
  });
});

describe('npm run maintenance', () => {
  it('switches the maintenance file on and off', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-maint-'));
    const file = join(dir, 'maintenance');
    const run = (mode: string): void => {
      execFileSync(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['server/maintenance.ts', mode], { cwd: repoRoot, env: { ...process.env, PORTAL_MAINTENANCE_FILE: file } });
    };
    try {
      run('on');
      expect(existsSync(file)).toBe(true);
      run('off');
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
