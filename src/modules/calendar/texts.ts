import type { ModuleTexts } from '../types';

/**
 * The namespaces only the calendar's pages draw (ModuleTexts: plain data, read by
 * tools/split-texts.ts in Node). The dashboard's next dates draw `calendar` too (dashboard/texts.ts).
 */
export const MODULE_TEXTS = {
  calendar: ['calendar', 'calendarView', 'calendarExport', 'reminders'],
} as const satisfies ModuleTexts;
