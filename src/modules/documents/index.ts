import { lazy } from 'react';
import type { ModuleDefinition } from '../types';

/** The object's documents (fee and change notices); the authority's public documents for visitors. */
export const documentsModule = {
  name: 'documents',
  labelKey: 'nav.documents',
  icon: 'documents',
  access: ['public', 'private'],
  routes: ['object', 'general'],
  needs: (caps) => caps.entitySets.includes('Dokumente'),
  // Stand-in until the module's page lands: its German empty state (Placeholder.tsx).
  Page: lazy(() => import('./Placeholder')),
} as const satisfies ModuleDefinition;
