/**
 * Build-time check of schema/<authority>/portal.json against schema/portal.schema.json. The portal
 * itself reads the file leniently (src/app/config.ts falls back to safe defaults), so a misspelt key
 * would be silently ignored there: here it stops the build and is named, and so is a logo or icon
 * the folder does not hold.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import { isMediaFile, missingStatementEntries } from '../src/app/accessibility-config';

const SCHEMA_FILE = resolve(fileURLToPath(new URL('../schema/portal.schema.json', import.meta.url)));

/** What the build needs of portal.json (the portal's own view is src/app/config.ts). */
export interface AuthorityConfig {
  /** The folder name under schema/. */
  name: string;
  dir: string;
  authority: string;
  /** The deployment profile (src/app/profiles.ts) and the modules it enables, in menu order. */
  profile: string;
  modules: string[];
  theme: { primaryColor: string };
  /** The module an object opens with (src/modules/registry.ts `objectFirstModule` reads it). */
  defaultModule?: string;
  texts: { title: string; description: string };
  logo: { light: string; dark?: string | null; alt?: string | null };
  icons: { svg: string; ico?: string; appleTouch?: string; png192?: string; png512?: string; maskable512?: string };
  /** The accessibility statement and sign-language video (src/app/accessibility-config.ts reads it). */
  accessibility?: { signLanguage?: { video?: string | null; captions?: string | null } };
}

/** Where the build publishes an authority's logos and icons (its own folder's files, by name). */
export const BRAND_PATH = '/brand/';

function describe(error: ErrorObject): string {
  const at = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'additionalProperties') {
    const key = (error.params as { additionalProperty: string }).additionalProperty;
    return `unbekannter Schlüssel "${at ? `${at}.` : ''}${key}"`;
  }
  if (error.keyword === 'required') return `Schlüssel "${at ? `${at}.` : ''}${(error.params as { missingProperty: string }).missingProperty}" fehlt`;
  if (error.keyword === 'pattern') return `"${at}" hat nicht die erwartete Form (${(error.params as { pattern: string }).pattern})`;
  if (error.keyword === 'type') return `"${at || '(Wurzel)'}" muss vom Typ ${String((error.params as { type: unknown }).type)} sein`;
  return `"${at || '(Wurzel)'}" ist ungültig (${error.message ?? error.keyword})`;
}

/** The problems of a parsed portal.json, one German sentence each; empty when it is valid. */
export function portalConfigProblems(json: unknown): string[] {
  const ajv = new Ajv({ allErrors: true, strict: true });
  const validate = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);
  if (validate(json)) return [];
  // "file or null" reports both branches; the file-name pattern alone says what is wrong.
  const problems = (validate.errors ?? []).filter((e) => e.keyword !== 'anyOf' && !e.schemaPath.includes('/anyOf/1/')).map(describe);
  return [...new Set(problems)];
}

/** The logo, icon and sign-language video files portal.json names, each once. */
export function brandFiles(config: Pick<AuthorityConfig, 'logo' | 'icons' | 'accessibility'>): string[] {
  const sign = config.accessibility?.signLanguage;
  const media = [sign?.video ?? null, sign?.captions ?? null].filter(isMediaFile);
  const files = [config.logo.light, config.logo.dark, ...Object.values(config.icons), ...media];
  return [...new Set(files.filter((f): f is string => typeof f === 'string'))];
}

/**
 * The build's warning, in German and English, for an authority whose portal.json leaves out entries
 * of the accessibility statement (public bodies must publish a complete one); null when it is complete.
 * The portal still builds and shows defaults, which the authority has to replace with its own findings.
 */
export function accessibilityWarning(json: unknown, name: string): string | null {
  const section = typeof json === 'object' && json !== null ? (json as { accessibility?: unknown }).accessibility : undefined;
  const missing = missingStatementEntries(section);
  if (missing.length === 0) return null;
  const keys = missing.map((key) => `accessibility.${key}`).join(', ');
  return (
    `Warnung: schema/${name}/portal.json gibt die Erklärung zur Barrierefreiheit nicht vollständig an (es fehlt: ${keys}); ` +
    'die Seite /barrierefreiheit zeigt bis dahin Vorgaben, die die Behörde durch ihre eigenen Angaben ersetzen muss.\n' +
    `Warning: schema/${name}/portal.json does not complete the accessibility statement (missing: ${keys}); ` +
    '/barrierefreiheit shows defaults until the authority fills in its own findings.'
  );
}

/**
 * Reads and checks schema/<authority>/portal.json in `dir`; throws one error listing every problem
 * (unknown or missing keys, bad values, named files that are not in the folder).
 */
export function readAuthorityConfig(dir: string): AuthorityConfig {
  const file = join(dir, 'portal.json');
  const name = basename(dir);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`schema/${name}/portal.json ist kein gültiges JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const problems = portalConfigProblems(json);
  if (problems.length === 0) {
    const config = json as Omit<AuthorityConfig, 'name' | 'dir'>;
    for (const f of brandFiles(config)) if (!existsSync(join(dir, f))) problems.push(`Datei "${f}" fehlt in schema/${name}/`);
  }
  if (problems.length > 0) throw new Error(`schema/${name}/portal.json: ${problems.join('; ')}`);
  return { ...(json as Omit<AuthorityConfig, 'name' | 'dir'>), name, dir };
}
