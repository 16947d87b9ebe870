import type { ModuleTexts } from '../types';

/**
 * The namespaces the dashboard's pages draw (ModuleTexts: plain data, read by tools/split-texts.ts
 * in Node): its own, and the calendar's for the next dates card (one chunk, fetched once).
 */
export const MODULE_TEXTS = { dashboard: ['dashboard', 'calendar'] } as const satisfies ModuleTexts;
