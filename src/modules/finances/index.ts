import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

/** The bookings of the object's account (private, logged in only). */
export const financesModule = {
  name: 'finances',
  labelKey: 'nav.finances',
  icon: 'money',
  access: ['private'],
  session: 'authorized',
  routes: ['object'],
  needs: (gate) => gate.set('Buchungen') !== undefined,
  page: 'FinancesPage',
  texts: MODULE_TEXTS.finances,
} as const satisfies ModuleDefinition;
