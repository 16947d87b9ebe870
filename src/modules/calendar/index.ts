import type { ModuleDefinition } from '../types';
import { MODULE_TEXTS } from './texts';

/** Collection calendar: the object's street, or a picked town and street on the general page. */
export const calendarModule = {
  name: 'calendar',
  labelKey: 'nav.calendar',
  icon: 'calendar',
  access: ['public', 'private'],
  routes: ['object', 'general'],
  needs: (gate) => gate.fn('AbfuhrtermineAbJahr') !== undefined,
  page: 'CalendarPage',
  texts: MODULE_TEXTS.calendar,
  landing: true,
} as const satisfies ModuleDefinition;
