/**
 * The authority's name and colour for the PDFs the embedded backend writes (letters, statements,
 * the printable calendar), read from the same schema/<authority>/portal.json the portal is built
 * from, so a document carries the brand of the portal that offers it. The build checks the file
 * strictly (tools/portal-config.ts); here a missing or odd value falls back to the reference's.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PdfBrand {
  /** The authority's name (portal.json `authority`). */
  name: string;
  /** Its colour as #rrggbb (portal.json `theme.primaryColor`): rules and bars, never text on white. */
  accent: string;
}

const FALLBACK: PdfBrand = { name: 'Abfallwirtschaftsverband Mittelland', accent: '#ffd500' };

export function readBrand(rootDir: string, authority: string): PdfBrand {
  let json: { authority?: unknown; theme?: { primaryColor?: unknown } };
  try {
    json = JSON.parse(readFileSync(join(rootDir, 'schema', authority, 'portal.json'), 'utf8')) as typeof json;
  } catch {
    return FALLBACK;
  }
  const name = typeof json.authority === 'string' && json.authority.trim() ? json.authority.trim() : FALLBACK.name;
  const color = json.theme?.primaryColor;
  return { name, accent: typeof color === 'string' && /^#[0-9a-f]{6}$/i.test(color) ? color : FALLBACK.accent };
}

/** The reference authority's: the default of code that renders without a server config (seeding in tests). */
// The folder from the file's path, not `new URL('..', import.meta.url)`: Vite rewrites that form into
// a page address when a test loads the backend next to a rendered page (jsdom).
export const REFERENCE_BRAND: PdfBrand = readBrand(join(dirname(fileURLToPath(import.meta.url)), '..'), 'reference');
