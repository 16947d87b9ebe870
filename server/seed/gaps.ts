/**
 * What the demo data left empty, kept in srv_meta when it is seeded, so every start of the embedded
 * backend on another authority's metadata says it in one German line (not only the first start).
 */
import type { MetadataModel } from '../../codegen/edmx/model';
import type { Db } from '../db';
import type { SeedGaps } from './context';
import { DEMO_LOGINS } from './people';

/** The srv_meta key; its presence also marks the database as seeded (setup.ts). */
export const DEMO_GAPS_KEY = 'demo-gaps';
const KEY = DEMO_GAPS_KEY;

interface StoredGaps {
  missing: string[];
  /** `Set (Eigenschaft: Grund)`. */
  rejected: string[];
  trimmed: string[];
  /** Sets of the metadata the demo data does not know: served, always empty. */
  unknown: string[];
}

const sorted = (names: Iterable<string>) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function rememberGaps(db: Db, model: MetadataModel, gaps: SeedGaps): void {
  const stored: StoredGaps = {
    missing: sorted(gaps.missing),
    rejected: sorted(gaps.rejected.keys()).map((set) => `${set} (${gaps.rejected.get(set)})`),
    trimmed: sorted([...gaps.trimmed].filter((set) => !gaps.rejected.has(set))),
    unknown: sorted([...model.entitySets.keys()].filter((set) => !gaps.attempted.has(set))),
  };
  db.prepare(`INSERT OR REPLACE INTO srv_meta (key, value) VALUES (?, ?)`).run(KEY, JSON.stringify(stored));
}

function storedGaps(db: Db): StoredGaps | null {
  const row = db.prepare(`SELECT value FROM srv_meta WHERE key = ?`).get(KEY) as { value: string | Buffer } | undefined;
  return row ? (JSON.parse(String(row.value)) as StoredGaps) : null;
}

/** A list of set names short enough for one line: large documents declare hundreds. */
function names(list: string[], max = 8): string {
  return list.length <= max ? list.join(', ') : `${list.slice(0, max).join(', ')} und ${list.length - max} weitere`;
}

/** The one German line about what the demo data did not fill; null when it filled everything. */
export function demoDataGaps(db: Db): string | null {
  const gaps = storedGaps(db);
  if (!gaps) return null;
  const parts = [
    gaps.missing.length ? `nicht in den Metadaten: ${names(gaps.missing)}` : '',
    gaps.rejected.length ? `in anderer Form deklariert, daher leer: ${names(gaps.rejected)}` : '',
    gaps.trimmed.length ? `ohne nicht deklarierte Eigenschaften: ${names(gaps.trimmed)}` : '',
    gaps.unknown.length ? `den Demodaten unbekannt, daher leer: ${names(gaps.unknown)}` : '',
  ].filter(Boolean);
  return parts.length ? `Demodaten nur teilweise angelegt – ${parts.join('; ')}.` : null;
}

/** Whether the demo logins work here: their credentials and the addresses they belong to were seeded. */
export function demoLoginsSeeded(db: Db): boolean {
  const gaps = storedGaps(db);
  const rejected = (set: string) => gaps?.rejected.some((entry) => entry === set || entry.startsWith(`${set} (`));
  if (gaps && ['Adressen', 'Objekte'].some((set) => gaps.missing.includes(set) || rejected(set))) return false;
  const ids = DEMO_LOGINS.map((l) => l.addressId);
  const found = db.prepare(`SELECT COUNT(*) AS n FROM srv_credentials WHERE address_id IN (${ids.map(() => '?').join(', ')})`).get(...ids) as { n: number };
  return found.n === ids.length;
}
