/**
 * The authority's articles (WikiArtikel, public). Loaded once per visit: a handful of short texts
 * that the list searches in memory, so typing never waits for the network.
 */
import { queryOptions } from '@tanstack/react-query';
import { gate } from '../../api/gate';
import { OFFLINE_READABLE, withOfflineCopy } from '../../api/offline';
import type { PortalClient } from '../../api/portal-client';
import type { WikiArtikel } from '../../api/types';
import { textOfHtml, type SearchableArticle } from './search';

type WikiRow = WikiArtikel;

/** The contract's member for the set; absent when the authority lacks it. */
type WikiClient = Pick<PortalClient, 'WikiArtikel'>;
const client = () => gate().view<WikiClient>();

export interface WikiArticle extends SearchableArticle {
  /** The article's HTML as the authority wrote it; rendered only through the sanitiser. */
  html: string;
}

function toArticle(row: WikiRow): WikiArticle {
  const html = row.Inhalt ?? '';
  return {
    id: row.WikiArtikelId,
    title: row.Titel?.trim() ?? '',
    category: row.Kategorie?.trim() || null,
    html,
    text: textOfHtml(html),
    order: row.Reihenfolge ?? row.WikiArtikelId,
  };
}

export function wikiArticlesQueryOptions() {
  return queryOptions<WikiArticle[]>({
    queryKey: ['wiki', 'articles'] as const,
    staleTime: 30 * 60_000,
    // Articles once read stay readable offline (public data, kept across logout).
    ...OFFLINE_READABLE,
    queryFn: async ({ signal }) => {
      const rows = await withOfflineCopy('public', ['wiki', 'articles'], async () => (await client().WikiArtikel?.list({ $orderby: 'Reihenfolge asc', signal })) ?? []);
      return rows.map(toArticle).filter((a) => a.title !== '');
    },
  });
}

/** Categories in the order their first article appears (the authority's order). */
export function categoriesOf(articles: readonly WikiArticle[]): string[] {
  return [...new Set(articles.map((a) => a.category).filter((c): c is string => c !== null))];
}
