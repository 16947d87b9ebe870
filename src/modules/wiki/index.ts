import { lazy } from 'react';
import type { ModuleDefinition } from '../types';

/** "Was gehört wohin?": the authority's articles (public only, SPEC section 6). */
export const wikiModule = {
  name: 'wiki',
  labelKey: 'nav.wiki',
  icon: 'book',
  access: ['public'],
  session: 'anonymous',
  routes: ['general'],
  needs: (caps) => caps.entitySets.includes('WikiArtikel'),
  // Stand-in until the module's page lands: its German empty state (Placeholder.tsx).
  Page: lazy(() => import('./Placeholder')),
} as const satisfies ModuleDefinition;
