/**
 * `virtual:phone-metadata`: libphonenumber's "min" metadata cut down to the countries the
 * authority's portal.json offers (phoneCountries, plus Germany, the portal's fallback). The whole
 * table is ~30 KB gzip in the form chunk; a resident can only pick one of these countries, so the
 * others would never be read.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:phone-metadata';
const RESOLVED = `\0${ID}`;

interface Metadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
}

/** The metadata of `countries` only (unknown codes are left out; numbers without a country go too). */
export function phoneMetadataFor(countries: readonly string[], full: Metadata): Metadata {
  const wanted = new Set(countries.map((code) => code.toUpperCase()));
  const callingCodes: Record<string, string[]> = {};
  for (const [code, list] of Object.entries(full.country_calling_codes)) {
    const kept = list.filter((country) => wanted.has(country));
    if (kept.length) callingCodes[code] = kept;
  }
  const kept = Object.fromEntries(Object.entries(full.countries).filter(([country]) => wanted.has(country)));
  return { version: full.version, country_calling_codes: callingCodes, countries: kept };
}

/** The authority's phone countries from its portal.json; Germany is always there. */
export function phoneCountriesOf(authorityDir: string): string[] {
  const json = JSON.parse(readFileSync(join(authorityDir, 'portal.json'), 'utf8')) as { phoneCountries?: unknown };
  const listed = Array.isArray(json.phoneCountries) ? json.phoneCountries.filter((code): code is string => typeof code === 'string') : [];
  return [...new Set(['DE', ...listed.map((code) => code.toUpperCase())])];
}

export function phoneMetadataPlugin(authorityDir: string): Plugin {
  return {
    name: 'portal-phone-metadata',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const full = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as Metadata;
      this.addWatchFile(join(authorityDir, 'portal.json'));
      return `export default ${JSON.stringify(phoneMetadataFor(phoneCountriesOf(authorityDir), full))};`;
    },
  };
}
