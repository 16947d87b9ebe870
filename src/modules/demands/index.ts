import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

/** The owner's open demands across objects (private, logged in only; the object selector is disabled). */
export const demandsModule = {
  name: 'demands',
  labelKey: 'nav.demands',
  icon: 'receipt',
  access: ['private'],
  session: 'authorized',
  routes: ['object'],
  needs: (gate) => gate.set('Forderungen') !== undefined,
  page: 'DemandsPage',
  texts: MODULE_TEXTS.demands,
} as const satisfies ModuleDefinition;
