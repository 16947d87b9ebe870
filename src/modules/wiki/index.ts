import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

/**
 * "Was gehört wohin?": the authority's articles (WikiArtikel) with search and themes, each article
 * on its own page /wiki/{id}. Public only.
 */
export const wikiModule = {
  name: 'wiki',
  labelKey: 'nav.wiki',
  icon: 'book',
  access: ['public'],
  session: 'anonymous',
  routes: ['general'],
  detailRoute: true,
  needs: (gate) => gate.set('WikiArtikel') !== undefined,
  page: 'WikiPage',
  texts: MODULE_TEXTS.wiki,
} as const satisfies ModuleDefinition;
