import { lazy } from 'react';
import type { ModuleDefinition } from '../types';

/** The authority's bins and a bin request (public only: the portal's public face, SPEC section 6). */
export const containerModule = {
  name: 'container',
  labelKey: 'nav.container',
  icon: 'bin',
  access: ['public'],
  session: 'anonymous',
  routes: ['general'],
  needs: () => true,
  // Stand-in until the module's page lands: its German empty state (Placeholder.tsx).
  Page: lazy(() => import('./Placeholder')),
} as const satisfies ModuleDefinition;
