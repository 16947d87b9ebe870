import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

/** The object's overview (private, logged in only). */
export const dashboardModule = {
  name: 'dashboard',
  labelKey: 'nav.dashboard',
  icon: 'home',
  access: ['private'],
  session: 'authorized',
  routes: ['object'],
  needs: (gate) => gate.set('Objekte') !== undefined,
  page: 'DashboardPage',
  texts: MODULE_TEXTS.dashboard,
} as const satisfies ModuleDefinition;
