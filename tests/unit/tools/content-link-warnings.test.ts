import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { capabilities as reference } from '../../../generated/capabilities';
import type { Capabilities } from '../../../codegen/runtime/capabilities';
import { contentLinkWarnings, portalTexts } from '../../../tools/content-link-warnings';
import { MODULE_NAMES } from '../../../src/modules/registry';

const texts = portalTexts(process.cwd());
const withInfo = (info: string[], over: { modules?: string[]; profile?: string } = {}) => ({
  modules: over.modules ?? [...MODULE_NAMES],
  profile: over.profile ?? 'default',
  texts: { title: 'Bürgerportal', infoTexts: info },
});

describe('content links checked at build time', () => {
  const info = ['Die Abfuhr beginnt um 6 Uhr.', 'Sperrmüll melden Sie <a href="/dump">hier</a> an, Termine im <a href="/calendar">Kalender</a>.'];

  it('names the text and the module when portal.json leaves the module out', () => {
    const warnings = contentLinkWarnings({ config: withInfo(info, { modules: MODULE_NAMES.filter((m) => m !== 'dump') }), authority: 'musterstadt', capabilities: reference, texts });
    expect(warnings).toEqual([
      'Warnung: schema/musterstadt/portal.json, texts.infoTexts[1]: verweist auf /dump, das Modul „Sperrmüll“ ist in diesem Portal aus; das Portal zeigt dort nur den Text, ohne Verweis.',
    ]);
  });

  it('says nothing while every linked module is there', () => {
    expect(contentLinkWarnings({ config: withInfo(info), authority: 'musterstadt', capabilities: reference, texts })).toEqual([]);
  });

  it('warns when the metadata lacks what the module needs', () => {
    const caps: Capabilities = { entitySets: ['Objekte'], functionImports: ['AbfuhrtermineAbJahr'], functions: { AbfuhrtermineAbJahr: reference.functions.AbfuhrtermineAbJahr! } };
    const warnings = contentLinkWarnings({ config: withInfo(info), authority: 'musterstadt', capabilities: caps, texts });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('/dump');
  });

  it('warns about an object page where the profile has no login, and ignores off-site links', () => {
    const links = ['Ihre <a href="/objects/1/finances">Finanzen</a>, <a href="https://example.org/dump">extern</a>, <a href="//evil.example/dump">x</a>'];
    const warnings = contentLinkWarnings({ config: withInfo(links, { profile: 'public' }), authority: 'seeland', capabilities: reference, texts });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('/objects/1/finances');
    expect(contentLinkWarnings({ config: withInfo(links), authority: 'x', capabilities: reference, texts })).toEqual([]);
  });

  it('the shipped authorities build without such a warning', () => {
    const dirs = readdirSync('schema').filter((dir) => existsSync(join('schema', dir, 'portal.json')));
    expect(dirs.length).toBeGreaterThanOrEqual(5);
    for (const dir of dirs) {
      const config = JSON.parse(readFileSync(join('schema', dir, 'portal.json'), 'utf8'));
      expect(contentLinkWarnings({ config, authority: dir, capabilities: reference, texts }), dir).toEqual([]);
    }
  });
});
