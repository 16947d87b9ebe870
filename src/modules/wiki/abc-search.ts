/**
 * Search as you type over the Abfall-ABC: the item and the other names residents use for it, with
 * the same forgiving German folding and stemming as the article search (search.ts). Pure and
 * React-free.
 */
import { searchTerms } from './search';

export interface AbcEntry {
  id: number;
  /** The item, e.g. "Styropor". */
  item: string;
  /** Other names for it, e.g. "Styroporverpackung". */
  synonyms: string[];
  /** The waste type's name and colour (Abfallarten), when the item belongs to one. */
  wasteType: string | null;
  color: string | null;
  /** Where it goes, e.g. "Gelbe Tonne" or "Recyclinghof". */
  destination: string;
  note: string | null;
  /** The article explaining it, when there is one. */
  articleId: number | null;
}

export interface AbcIndex {
  search(query: string): AbcEntry[];
}

// A query word that contains a whole item name ("Styroporverpackungen" holds "Styropor") finds it
// too, but only names long enough not to turn up inside unrelated words.
const MIN_INSIDE = 4;

function scoreOf(stems: readonly string[], term: string, weight: number): number {
  let best = 0;
  for (const stem of stems) {
    if (stem === term) return weight * 3;
    if (stem.startsWith(term)) best = Math.max(best, weight * 2);
    else if (stem.includes(term)) best = Math.max(best, weight * 1.5);
    else if (stem.length >= MIN_INSIDE && term.includes(stem)) best = Math.max(best, weight * 0.5);
  }
  return best;
}

/**
 * Every word of the query must match the item or one of its other names; the item's own name ranks
 * before another name, a whole word before its beginning before a part, then the shorter name
 * ("Styro" finds "Styropor" before "Dämmplatten aus Styropor"), then the alphabet.
 */
export function buildAbcIndex(entries: readonly AbcEntry[]): AbcIndex {
  const indexed = entries.map((entry) => ({ entry, item: searchTerms(entry.item), synonyms: searchTerms(entry.synonyms.join(' ')) }));
  return {
    search(query) {
      const terms = [...new Set(searchTerms(query))];
      if (terms.length === 0) return [];
      const hits: { entry: AbcEntry; score: number }[] = [];
      for (const { entry, item, synonyms } of indexed) {
        let score = 0;
        for (const term of terms) {
          const best = Math.max(scoreOf(item, term, 100), scoreOf(synonyms, term, 40));
          if (best === 0) {
            score = 0;
            break;
          }
          score += best;
        }
        if (score > 0) hits.push({ entry, score });
      }
      return hits.sort((a, b) => b.score - a.score || a.entry.item.length - b.entry.item.length || a.entry.item.localeCompare(b.entry.item, 'de')).map((hit) => hit.entry);
    },
  };
}

/** "a, b ,c" as ["a", "b", "c"]. */
export function synonymsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
