import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTHORITY_STAMP, isStale, needsBuild } from '../../../server/build';
import { buildStamp } from '../../../tools/build-stamp';
import { ConfigError, defaultRenderWorkers, loadConfig, PUSH_LIMITS, repoRoot } from '../../../server/config';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    const c = loadConfig({}, []);
    expect(c.port).toBe(8080);
    expect(c.databaseFile).toBe(join(repoRoot, '.data', 'portal.sqlite'));
    expect(c.maintenanceFile).toBe(join(repoRoot, '.data', 'maintenance'));
    expect(c.apiUpstream).toBeNull();
    expect(c.sessionLifetimeMs).toBe(30 * 60_000);
    expect(c.reset).toBe(false);
    expect(c.distDir).toBe(join(repoRoot, 'dist'));
    expect(c.authority).toBe('reference');
  });

  it('builds another authority into its own folder (PORTAL_AUTHORITY, PORTAL_DIST_DIR)', () => {
    const c = loadConfig({ PORTAL_AUTHORITY: 'community-demo', PORTAL_DIST_DIR: '.data/dist-community-demo' }, []);
    expect(c.authority).toBe('community-demo');
    expect(c.distDir).toBe(join(repoRoot, '.data', 'dist-community-demo'));
    expect(() => loadConfig({ PORTAL_AUTHORITY: 'nirgendwo' }, [])).toThrow('schema/nirgendwo/portal.json');
    expect(() => loadConfig({ PORTAL_AUTHORITY: '../server' }, [])).toThrow(ConfigError);
  });

  it('reads the environment and --reset', () => {
    const c = loadConfig({ PORT: '8099', PORTAL_DATA_DIR: '/tmp/x', PORTAL_API_UPSTREAM: 'https://backend.example/odata', PORTAL_SESSION_MINUTES: '5' }, ['--reset']);
    expect(c).toMatchObject({ port: 8099, databaseFile: '/tmp/x/portal.sqlite', maintenanceFile: '/tmp/x/maintenance', sessionLifetimeMs: 300_000, reset: true });
    expect(c.apiUpstream?.href).toBe('https://backend.example/odata');
  });

  it('takes the public origin from PORTAL_PUBLIC_URL only, by default the address npm start prints', () => {
    expect(loadConfig({}, []).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8099' }, []).publicUrl).toBe('http://localhost:8099');
    expect(loadConfig({ PORTAL_PUBLIC_URL: 'https://portal.example.de/' }, []).publicUrl).toBe('https://portal.example.de');
    expect(loadConfig({ PORTAL_PUBLIC_URL: 'http://127.0.0.1:9101' }, []).publicUrl).toBe('http://127.0.0.1:9101');
  });

  it('caps mails per recipient at 5 an hour unless PORTAL_MAILS_PER_RECIPIENT_HOUR says otherwise', () => {
    expect(loadConfig({}, []).mailsPerRecipientHour).toBe(5);
    expect(loadConfig({ PORTAL_MAILS_PER_RECIPIENT_HOUR: '40' }, []).mailsPerRecipientHour).toBe(40);
  });

  it('bounds cold calendar work at 300 a minute over all addresses, rendered by one worker per core but one, unless the environment says otherwise', () => {
    expect(loadConfig({}, []).calendar).toEqual({ coldPerMinute: 300, workers: defaultRenderWorkers() });
    expect(loadConfig({ PORTAL_CALENDAR_COLD_PER_MINUTE: '1200', PORTAL_CALENDAR_WORKERS: '0' }, []).calendar).toEqual({ coldPerMinute: 1200, workers: 0 });
    expect([1, 2, 4, 8, 64].map((cores) => defaultRenderWorkers(cores))).toEqual([1, 1, 3, 4, 4]);
  });

  it('reads trusted proxies (addresses and CIDRs), none by default', () => {
    expect(loadConfig({}, []).trustedProxies).toEqual([]);
    expect(loadConfig({ PORTAL_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8  fd00::/8,::1' }, []).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1']);
  });

  it.each([
    [{ PORTAL_PUBLIC_URL: 'portal.example.de' }, []],
    [{ PORTAL_PUBLIC_URL: 'ftp://portal.example.de' }, []],
    [{ PORTAL_PUBLIC_URL: 'https://portal.example.de/buerger' }, []],
    [{ PORTAL_PUBLIC_URL: 'https://portal.example.de/?x=1' }, []],
    [{ PORTAL_PUBLIC_URL: 'https://user:pw@portal.example.de' }, []],
    [{ PORTAL_TRUSTED_PROXIES: 'nginx' }, []],
    [{ PORTAL_TRUSTED_PROXIES: '10.0.0.0/33' }, []],
    [{ PORTAL_TRUSTED_PROXIES: '0.0.0.0/0' }, []],
    [{ PORTAL_TRUSTED_PROXIES: '10.0.0.1/8/1' }, []],
    [{ PORT: 'achtzig' }, []],
    [{ PORT: '70000' }, []],
    [{ PORTAL_API_UPSTREAM: 'ftp://x' }, []],
    [{ PORTAL_API_UPSTREAM: 'kein url' }, []],
    [{ PORTAL_SESSION_MINUTES: '0' }, []],
    [{ PORTAL_MAILS_PER_RECIPIENT_HOUR: '0' }, []],
    [{ PORTAL_MAILS_PER_RECIPIENT_HOUR: 'viele' }, []],
    [{ PORTAL_CALENDAR_COLD_PER_MINUTE: '0' }, []],
    [{ PORTAL_CALENDAR_COLD_PER_MINUTE: '1.5' }, []],
    [{ PORTAL_CALENDAR_WORKERS: '-1' }, []],
    [{ PORTAL_CALENDAR_WORKERS: 'alle' }, []],
    [{}, ['--reste']],
  ])('rejects invalid settings %j %j', (env, argv) => {
    expect(() => loadConfig(env, argv)).toThrow(ConfigError);
  });

  it('reads the push services allowed (PORTAL_PUSH_HOSTS): host names only, unset allows any public host', () => {
    expect(loadConfig({}, []).push.hosts).toBeNull();
    expect(loadConfig({ PORTAL_PUSH_HOSTS: ' ' }, []).push.hosts).toBeNull();
    expect(loadConfig({ PORTAL_PUSH_HOSTS: 'fcm.googleapis.com, Updates.Push.Services.Mozilla.com ,web.push.apple.com.' }, []).push.hosts).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
    ]);
    for (const bad of ['fcm.googleapis.com,', 'https://fcm.googleapis.com', 'localhost', '127.0.0.1', '*.push.apple.com', 'fcm.googleapis.com/x', '[::1]']) {
      expect(() => loadConfig({ PORTAL_PUSH_HOSTS: bad }, []), bad).toThrow(/PORTAL_PUSH_HOSTS/);
    }
  });

  it('reads the push scheduler\'s tick deadline and the caps on failing registrations, with defaults from PUSH_LIMITS', () => {
    expect(loadConfig({}, []).push).toMatchObject({
      tickMs: 60_000,
      tickDeadlineMs: PUSH_LIMITS.tickDeadlineMs,
      maxFailing: PUSH_LIMITS.maxFailing,
      maxFailingPerClient: PUSH_LIMITS.maxFailingPerClient,
    });
    const env = { PORTAL_PUSH_TICK_SECONDS: '0.5', PORTAL_PUSH_TICK_DEADLINE_SECONDS: '2.5', PORTAL_PUSH_MAX_FAILING: '2000', PORTAL_PUSH_MAX_FAILING_PER_CLIENT: '5' };
    expect(loadConfig(env, []).push).toMatchObject({ tickMs: 500, tickDeadlineMs: 2500, maxFailing: 2000, maxFailingPerClient: 5 });
    for (const bad of ['0', '0.01', '3601', 'lang']) expect(() => loadConfig({ PORTAL_PUSH_TICK_DEADLINE_SECONDS: bad }, []), bad).toThrow(/PORTAL_PUSH_TICK_DEADLINE_SECONDS/);
    for (const bad of ['0', '1.5', '-3', 'viele']) {
      expect(() => loadConfig({ PORTAL_PUSH_MAX_FAILING: bad }, []), bad).toThrow(/PORTAL_PUSH_MAX_FAILING /);
      expect(() => loadConfig({ PORTAL_PUSH_MAX_FAILING_PER_CLIENT: bad }, []), bad).toThrow(/PORTAL_PUSH_MAX_FAILING_PER_CLIENT/);
    }
  });
});

describe('needsBuild', () => {
  // A dist folder whose index.html is newer than every source, so only the authority can differ.
  const freshDist = (stamp: string | null): string => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    if (stamp !== null) writeFileSync(join(dir, AUTHORITY_STAMP), `${stamp}\n`);
    const future = new Date(Date.now() + 3_600_000);
    utimesSync(join(dir, 'index.html'), future, future);
    return dir;
  };

  it('rebuilds a dist folder that was built for another authority', () => {
    const dir = freshDist('community-demo');
    try {
      expect(needsBuild(repoRoot, dir, 'community-demo')).toBe(false);
      expect(needsBuild(repoRoot, dir, 'reference')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rebuilds an unstamped dist folder (made before every build stamped itself)', () => {
    const dir = freshDist(null);
    try {
      expect(needsBuild(repoRoot, dir, 'reference')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not build again after `npm run build` for the same authority: the build writes the stamp npm start reads', () => {
    const dir = freshDist(null);
    try {
      // What `vite build` runs (vite.config.ts): the stamp plugin, once the bundle is written.
      const plugin = buildStamp('community-demo');
      (plugin.configResolved as (config: unknown) => void)({ root: repoRoot, build: { outDir: dir } });
      (plugin.writeBundle as () => void)();
      expect(needsBuild(repoRoot, dir, 'community-demo')).toBe(false);
      expect(needsBuild(repoRoot, dir, 'private-demo')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds when index.html is missing', () => {
    expect(needsBuild(repoRoot, join(tmpdir(), 'portal-dist-does-not-exist'), 'reference')).toBe(true);
  });
});

describe('isStale (the decision on what was found on disk)', () => {
  const built = { indexMtime: 2_000, stamp: 'community-demo', newestSource: 1_000 };
  it('keeps a build of this authority that is newer than every source', () => {
    expect(isStale(built, 'community-demo')).toBe(false);
  });
  it('builds for another authority, without a stamp, without index.html, or after a source changed', () => {
    expect(isStale(built, 'reference')).toBe(true);
    expect(isStale({ ...built, stamp: null }, 'community-demo')).toBe(true);
    expect(isStale({ ...built, indexMtime: null }, 'community-demo')).toBe(true);
    expect(isStale({ ...built, newestSource: 3_000 }, 'community-demo')).toBe(true);
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
