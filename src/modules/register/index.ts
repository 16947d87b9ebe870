import { lazy } from 'react';
import type { ModuleDefinition } from '../types';

/** Self-registration: profiles with private access, before login (SPEC section 6). */
export const registerModule = {
  name: 'register',
  labelKey: 'nav.register',
  icon: 'newUser',
  access: ['private'],
  session: 'anonymous',
  routes: ['general'],
  needs: () => true,
  // Stand-in until the module's page lands: its German empty state (Placeholder.tsx).
  Page: lazy(() => import('./Placeholder')),
} as const satisfies ModuleDefinition;
