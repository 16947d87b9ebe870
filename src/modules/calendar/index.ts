import type { ModuleDefinition } from '../types';

/** Collection calendar: the object's street, or a picked town and street on the general page. */
export const calendarModule = {
  name: 'calendar',
  labelKey: 'nav.calendar',
  icon: 'calendar',
  access: ['public', 'private'],
  routes: ['object', 'general'],
  needs: (gate) => gate.fn('AbfuhrtermineAbJahr') !== undefined,
  page: 'CalendarPage',
} as const satisfies ModuleDefinition;
