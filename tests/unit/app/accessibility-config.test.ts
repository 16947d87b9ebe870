// Given portal.json's accessibility section, when the portal reads it and the build checks it, then
// every entry the authority gives is shown as given, everything it leaves out gets a sensible
// default (the federal conciliation body, "teilweise vereinbar", Selbstbewertung), and the build
// warns in German and English naming each missing entry of the statement.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEDERAL_ENFORCEMENT, missingStatementEntries, readAccessibility, STATEMENT_ENTRIES } from '../../../src/app/accessibility-config';
import { accessibilityWarning, brandFiles, portalConfigProblems } from '../../../tools/portal-config';

const schemaDir = resolve('schema');
const reference = JSON.parse(readFileSync(join(schemaDir, 'reference', 'portal.json'), 'utf8')) as Record<string, unknown> & {
  accessibility: Record<string, unknown>;
};
const { accessibility: _statement, ...withoutStatement } = reference;

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('reading the accessibility section', () => {
  it('takes what the reference authority configures', () => {
    const config = readAccessibility(reference.accessibility);
    expect(config.conformity).toBe('partial');
    expect(config.method).toBe('self');
    expect(config.statementDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.reviewDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.contactEmail).toContain('@');
    expect(config.nonAccessible.length).toBeGreaterThan(0);
    expect(config.nonAccessible.every((item) => item.content && item.reason)).toBe(true);
    expect(config.signLanguage.video).toBeNull();
  });

  it('gives an authority that says nothing the defaults: partial, self-assessment, the federal Schlichtungsstelle BGG', () => {
    const config = readAccessibility(undefined);
    expect(config).toEqual({
      conformity: 'partial',
      nonAccessible: [],
      statementDate: null,
      reviewDate: null,
      method: 'self',
      contactEmail: null,
      contactPhone: null,
      enforcement: FEDERAL_ENFORCEMENT,
      signLanguage: { video: null, captions: null, transcript: null },
    });
    expect(FEDERAL_ENFORCEMENT.address).toEqual(['Mauerstraße 53', '10117 Berlin']);
    expect(FEDERAL_ENFORCEMENT.url).toBe('https://www.schlichtungsstelle-bgg.de');
  });

  it('keeps the configured values and drops unusable ones instead of showing them', () => {
    const config = readAccessibility({
      conformity: 'none',
      method: 'thirdParty',
      statementDate: '2026-02-30x',
      reviewDate: '2026-03-01',
      nonAccessible: [{ content: ' PDF-Bescheide ', reason: 'nicht getaggt' }, { content: '' }, 'Text'],
      enforcement: { name: 'Schlichtungsstelle des Landes', address: ['Platz 1', '', '12345 Stadt'], url: 'https://land.example' },
      signLanguage: { video: 'dgs.mp4', captions: 'dgs.vtt' },
    });
    expect(config.conformity).toBe('none');
    expect(config.method).toBe('thirdParty');
    expect(config.statementDate).toBeNull();
    expect(config.reviewDate).toBe('2026-03-01');
    expect(config.nonAccessible).toEqual([{ content: 'PDF-Bescheide', reason: 'nicht getaggt' }]);
    expect(config.enforcement).toEqual({ name: 'Schlichtungsstelle des Landes', address: ['Platz 1', '12345 Stadt'], email: null, url: 'https://land.example' });
    expect(config.signLanguage).toEqual({ video: 'dgs.mp4', captions: 'dgs.vtt', transcript: null });
  });
});

describe('the build checks the accessibility section', () => {
  it('accepts the section of the reference authority and warns about nothing there', () => {
    expect(portalConfigProblems(reference)).toEqual([]);
    expect(missingStatementEntries(reference.accessibility)).toEqual([]);
    expect(accessibilityWarning(reference, 'reference')).toBeNull();
  });

  it('warns in German and English about an authority that sets nothing, naming every entry', () => {
    expect(portalConfigProblems(withoutStatement)).toEqual([]);
    const warning = accessibilityWarning(withoutStatement, 'stadt');
    expect(warning).toContain('schema/stadt/portal.json gibt die Erklärung zur Barrierefreiheit nicht vollständig an');
    expect(warning).toContain('does not complete the accessibility statement');
    for (const key of STATEMENT_ENTRIES) expect(warning).toContain(`accessibility.${key}`);
  });

  it('names only what is missing', () => {
    const { contactEmail: _mail, reviewDate: _review, ...rest } = reference.accessibility;
    const warning = accessibilityWarning({ ...reference, accessibility: rest }, 'stadt');
    expect(warning).toContain('(es fehlt: accessibility.reviewDate, accessibility.contactEmail)');
    expect(warning).not.toContain('accessibility.statementDate');
  });

  it('refuses an unknown key or a bad date in the section', () => {
    expect(portalConfigProblems({ ...reference, accessibility: { ...reference.accessibility, status: 'ok' } })).toEqual(['unbekannter Schlüssel "accessibility.status"']);
    expect(portalConfigProblems({ ...reference, accessibility: { ...reference.accessibility, reviewDate: '1.3.2026' } }).join()).toContain('accessibility.reviewDate');
  });

  it('publishes a sign-language video file and its captions with the brand files, never an address', () => {
    const logo = { light: 'logo.svg' };
    const icons = { svg: 'favicon.svg' };
    expect(brandFiles({ logo, icons, accessibility: { signLanguage: { video: 'dgs.mp4', captions: 'dgs.vtt' } } })).toEqual(['logo.svg', 'favicon.svg', 'dgs.mp4', 'dgs.vtt']);
    expect(brandFiles({ logo, icons, accessibility: { signLanguage: { video: 'https://video.example/dgs' } } })).toEqual(['logo.svg', 'favicon.svg']);
  });

  it('prints the warning when the portal is built for such an authority (vite.config.ts)', async () => {
    const dir = mkdtempSync(join(schemaDir, 'portal-authority-'));
    scratch.push(dir);
    cpSync(join(schemaDir, 'reference'), dir, { recursive: true });
    writeFileSync(join(dir, 'portal.json'), JSON.stringify(withoutStatement));
    const name = dir.slice(schemaDir.length + 1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = process.env.PORTAL_AUTHORITY;
    process.env.PORTAL_AUTHORITY = name;
    try {
      await loadConfigFromFile({ command: 'build', mode: 'production' }, resolve('vite.config.ts'), undefined, 'silent');
    } finally {
      if (before === undefined) delete process.env.PORTAL_AUTHORITY;
      else process.env.PORTAL_AUTHORITY = before;
    }
    const printed = warn.mock.calls.map((call) => String(call[0]));
    expect(printed.some((line) => line.includes(`schema/${name}/portal.json gibt die Erklärung zur Barrierefreiheit nicht vollständig an`))).toBe(true);
  });
});
