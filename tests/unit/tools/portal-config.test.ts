// Given schema/<authority>/portal.json, when the portal is built for that authority, then an
// unknown key (top level or nested), a missing logo file or a bad colour stops the build with an
// error naming it, and every authority in the repository passes.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { portalConfigProblems, readAuthorityConfig } from '../../../tools/portal-config';

const schemaDir = resolve('schema');
const authorities = readdirSync(schemaDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const reference = JSON.parse(readFileSync(join(schemaDir, 'reference', 'portal.json'), 'utf8')) as Record<string, unknown> & { theme: object; logo: object };

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the reference authority's folder with portal.json replaced by `json`. */
function authorityWith(json: unknown, parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, 'portal-authority-'));
  scratch.push(dir);
  cpSync(join(schemaDir, 'reference'), dir, { recursive: true });
  writeFileSync(join(dir, 'portal.json'), JSON.stringify(json));
  return dir;
}

describe('portal.json is checked strictly at build time', () => {
  it.each(authorities)('schema/%s/portal.json passes', (name) => {
    expect(() => readAuthorityConfig(join(schemaDir, name))).not.toThrow();
  });

  it('names an unknown key at the top level and inside an object', () => {
    expect(portalConfigProblems({ ...reference, colour: '#2e7d32' })).toEqual(['unbekannter Schlüssel "colour"']);
    expect(portalConfigProblems({ ...reference, theme: { ...reference.theme, accentColor: '#000000' } })).toEqual(['unbekannter Schlüssel "theme.accentColor"']);
    expect(() => readAuthorityConfig(authorityWith({ ...reference, logo: { ...reference.logo, small: 'logo.svg' } }))).toThrow('unbekannter Schlüssel "logo.small"');
  });

  it('names a colour that is not #rrggbb, a path instead of a file name, and a file the folder lacks', () => {
    expect(portalConfigProblems({ ...reference, theme: { primaryColor: 'green' } }).join()).toContain('"theme.primaryColor" hat nicht die erwartete Form');
    expect(portalConfigProblems({ ...reference, logo: { ...reference.logo, dark: '/logo-dark.svg' } }).join()).toContain('logo.dark');
    expect(() => readAuthorityConfig(authorityWith({ ...reference, logo: { ...reference.logo, light: 'fehlt.svg' } }))).toThrow('Datei "fehlt.svg" fehlt');
  });

  it('makes the build itself fail for such an authority (vite.config.ts)', async () => {
    const dir = authorityWith({ ...reference, themeColor: '#2e7d32' }, schemaDir);
    const name = dir.slice(schemaDir.length + 1);
    const before = process.env.PORTAL_AUTHORITY;
    process.env.PORTAL_AUTHORITY = name;
    try {
      await expect(loadConfigFromFile({ command: 'build', mode: 'production' }, resolve('vite.config.ts'), undefined, 'silent')).rejects.toThrow(
        `schema/${name}/portal.json: unbekannter Schlüssel "themeColor"`,
      );
    } finally {
      if (before === undefined) delete process.env.PORTAL_AUTHORITY;
      else process.env.PORTAL_AUTHORITY = before;
    }
  });
});
