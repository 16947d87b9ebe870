import { IconBook } from '@tabler/icons-react';
import { lazy } from 'react';

/**
 * "Was gehört wohin?": the authority's articles (WikiArtikel) with search and categories, and each
 * article on its own page /wiki/{id}. Checked against ModuleDefinition in ../registry.ts.
 */
export const wikiModule = {
  name: 'wiki',
  labelKey: 'wiki.label',
  icon: IconBook,
  access: ['public'] as const,
  needs: (caps: { entitySets: readonly string[] }) => caps.entitySets.includes('WikiArtikel'),
  Page: lazy(() => import('./WikiPage')),
  detailRoute: true,
};
