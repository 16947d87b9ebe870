/**
 * The Abfall-ABC (AbfallABC, public, optional): some hundred short rows, loaded once per visit with
 * their waste type and searched in memory like the articles. An authority without the set gets an
 * empty list and the page shows articles only.
 */
import { queryOptions } from '@tanstack/react-query';
import { gate } from '../../api/gate';
import { OFFLINE_READABLE, withOfflineCopy } from '../../api/offline';
import type { PortalClient } from '../../api/portal-client';
import type { AbfallABCEintrag } from '../../api/types';
import { synonymsOf, type AbcEntry } from './abc-search';

const ABC_SET = 'AbfallABC';

type AbcRow = AbfallABCEintrag;

/** The contract's member for the set; absent when the authority lacks it. */
type AbcClient = Pick<PortalClient, 'AbfallABC'>;

/** Whether the authority's metadata (and the live backend) has the Abfall-ABC. */
export const hasAbc = () => gate().set(ABC_SET) !== undefined;

export function toAbcEntry(row: AbcRow): AbcEntry {
  return {
    id: row.AbfallABCId,
    item: row.Begriff?.trim() ?? '',
    synonyms: synonymsOf(row.Synonyme),
    wasteType: row.Abfallart?.Name?.trim() || null,
    color: row.Abfallart?.Farbe ?? null,
    destination: row.Entsorgungsweg?.trim() ?? '',
    note: row.Hinweis?.trim() || null,
    articleId: row.WikiArtikelId ?? null,
  };
}

export function abcQueryOptions() {
  return queryOptions<AbcEntry[]>({
    queryKey: ['wiki', 'abc'] as const,
    staleTime: 30 * 60_000,
    ...OFFLINE_READABLE,
    queryFn: async ({ signal }) => {
      const set = gate().view<AbcClient>().AbfallABC;
      if (!set) return [];
      const rows = await withOfflineCopy('public', ['wiki', 'abc'], () => set.list({ $expand: ['Abfallart'], signal }));
      return rows.map(toAbcEntry).filter((e) => e.item !== '');
    },
  });
}
