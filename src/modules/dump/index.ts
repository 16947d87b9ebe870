import { lazy } from 'react';
import type { ModuleDefinition } from '../types';

/** Bulky waste (Sperrmüll): the object's orders, or an order by address on the general page. */
export const dumpModule = {
  name: 'dump',
  labelKey: 'nav.dump',
  icon: 'sofa',
  access: ['public', 'private'],
  routes: ['object', 'general'],
  needs: (caps) => caps.entitySets.includes('StueckgutAuftraege'),
  // Stand-in until the module's page lands: its German empty state (Placeholder.tsx).
  Page: lazy(() => import('./Placeholder')),
} as const satisfies ModuleDefinition;
