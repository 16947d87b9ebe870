import type { ModuleDefinition } from '../types';
import { CONFIGURATIONS_KEY } from './reminders/configurations';
import { PUSH_TOKEN_EVENT } from './reminders/push-token-event';
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
  // Stored reminders follow a renewed push token at start, which needs the portal.
  wakesPortal: { storageKey: CONFIGURATIONS_KEY, event: PUSH_TOKEN_EVENT },
} as const satisfies ModuleDefinition;
