/**
 * Search as you type over the authority's articles, forgiving the ways residents write German:
 * umlauts typed as ae/oe/ue or without dots, ß as ss, singular or plural ("Batterie" finds
 * "Batterien", "Kuehlschrank" finds "Kühlschränke"), and parts of compound words ("schrank" finds
 * "Kühlschrank"). Pure and React-free.
 *
 * The stemmer follows the idea of CISTEM (Weissweiler & Fraser 2017, a stemmer designed for German):
 * protect "sch", "ei", "ie" and doubled letters, then strip the endings -em, -er, -nd, -t, -e, -s,
 * -n while the word stays longer than three letters. Query and text go through the same steps, so
 * an over-eager cut is made on both sides alike.
 */

/** Lower case without diacritics; ä/ae -> a, ö/oe -> o, ü/ue -> u, ß -> ss. */
export function foldGerman(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

// Placeholders for letter groups the endings must not cut into (never produced by foldGerman).
const PROTECT: [RegExp, string][] = [
  [/sch/g, '$'],
  [/ei/g, '%'],
  [/ie/g, '&'],
];
const RESTORE: [RegExp, string][] = [
  [/\$/g, 'sch'],
  [/%/g, 'ei'],
  [/&/g, 'ie'],
];

/** The stem of one folded word (letters and digits only). */
export function stemGerman(folded: string): string {
  let word = folded;
  for (const [pattern, mark] of PROTECT) word = word.replace(pattern, mark);
  // "Tonne"/"Tonnen": a doubled letter counts once, so "-n" of "Tonn" is not taken for an ending.
  word = word.replace(/(.)\1/g, '$1*');
  while (word.length > 3) {
    if (word.length > 5 && /(em|er|nd)$/.test(word)) word = word.slice(0, -2);
    else if (/[tesn]$/.test(word)) word = word.slice(0, -1);
    else break;
  }
  word = word.replace(/(.)\*/g, '$1$1');
  for (const [pattern, text] of RESTORE) word = word.replace(pattern, text);
  return word;
}

/** The stems of a text, in order (duplicates kept; callers build sets where they need them). */
export function searchTerms(text: string): string[] {
  return foldGerman(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map(stemGerman);
}

/** Visible text of simple article HTML (tags dropped, the common entities decoded) for searching only. */
export function textOfHtml(html: string): string {
  return html
    // List items read as a list ("a, b, c."), blocks as sentences; inline tags leave no gap.
    .replace(/<\/li>\s*<li[^>]*>/gi, ', ')
    .replace(/<\/(ul|ol)>/gi, '. ')
    .replace(/<(\/?(p|ul|ol|li|div)|br)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+([.,])/g, '$1')
    .replace(/([.!?:;,])\./g, '$1')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

export interface SearchableArticle {
  id: number;
  title: string;
  category: string | null;
  /** Plain text of the content. */
  text: string;
  order: number;
}

interface IndexedArticle<T> {
  article: T;
  title: string[];
  category: string[];
  text: string[];
}

export interface ArticleIndex<T extends SearchableArticle> {
  search(query: string): T[];
}

const contains = (stems: readonly string[], term: string) => stems.some((stem) => stem.includes(term));

/**
 * Every word of the query must occur (as a stem, or inside a longer one); title hits rank before
 * category hits before text hits, then the authority's own order.
 */
export function buildIndex<T extends SearchableArticle>(articles: readonly T[]): ArticleIndex<T> {
  const indexed: IndexedArticle<T>[] = articles.map((article) => ({
    article,
    title: searchTerms(article.title),
    category: searchTerms(article.category ?? ''),
    text: searchTerms(article.text),
  }));
  const byOrder = (a: T, b: T) => a.order - b.order || a.title.localeCompare(b.title, 'de');
  return {
    search(query) {
      const terms = [...new Set(searchTerms(query))];
      if (terms.length === 0) return indexed.map((entry) => entry.article).sort(byOrder);
      const hits: { article: T; rank: number }[] = [];
      for (const entry of indexed) {
        let rank = 0;
        let all = true;
        for (const term of terms) {
          if (contains(entry.title, term)) rank += 100;
          else if (contains(entry.category, term)) rank += 10;
          else if (contains(entry.text, term)) rank += 1;
          else {
            all = false;
            break;
          }
        }
        if (all) hits.push({ article: entry.article, rank });
      }
      return hits.sort((a, b) => b.rank - a.rank || byOrder(a.article, b.article)).map((hit) => hit.article);
    },
  };
}
