import type { ModuleDefinition } from '../types';

/** The object's overview (private, logged in only; SPEC section 6). */
export const dashboardModule = {
  name: 'dashboard',
  labelKey: 'nav.dashboard',
  icon: 'home',
  access: ['private'],
  session: 'authorized',
  routes: ['object'],
  needs: (gate) => gate.set('Objekte') !== undefined,
  page: 'DashboardPage',
} as const satisfies ModuleDefinition;
