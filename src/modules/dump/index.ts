import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

/** Bulky waste (Sperrmüll): the object's orders, or an order by address on the general page. */
export const dumpModule = {
  name: 'dump',
  labelKey: 'nav.dump',
  icon: 'sofa',
  access: ['public', 'private'],
  routes: ['object', 'general'],
  needs: (gate) => gate.set('StueckgutAuftraege') !== undefined,
  page: 'DumpPage',
  texts: MODULE_TEXTS.dump,
  landing: true,
  landingWithoutLogin: true,
} as const satisfies ModuleDefinition;
