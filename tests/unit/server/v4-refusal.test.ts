/**
 * The portal speaks OData V2 on the wire. Given a V4 document, `npm start` (the embedded backend)
 * refuses it at once with one German line and a non-zero exit, before building anything, instead
 * of serving a backend the portal cannot talk to.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/config';
import { loadReferenceMetadata, V4_REFUSAL } from '../../../server/model';

const V4_FILE = 'tests/fixtures/edmx/v4-sample.xml';

describe('the embedded backend on OData V4 metadata', () => {
  it('refuses the document with one German line', () => {
    expect(() => loadReferenceMetadata(V4_FILE)).toThrow(ConfigError);
    expect(() => loadReferenceMetadata(V4_FILE)).toThrow(V4_REFUSAL);
  });

  it('npm start ends with that line, exit 1 and no stack trace', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-v4-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
        encoding: 'utf8',
        env: { ...process.env, PORTAL_METADATA_FILE: V4_FILE, PORTAL_DATA_DIR: dataDir, PORT: '0', PORTAL_API_UPSTREAM: '' },
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('OData V4 (Version="4.0") wird vom eingebetteten Backend nicht unterstützt');
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(run.stdout).not.toContain('Portal wird gebaut');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
