import type { ModuleTexts } from '../types';

/**
 * The namespaces the pages of this folder's two modules draw (ModuleTexts: plain data, read by
 * tools/split-texts.ts in Node): one feature, one namespace. The event history's claim dialog
 * (app/shell/EventDialogs) loads them as well.
 */
export const MODULE_TEXTS = {
  claims: ['claims'],
  requests: ['claims'],
} as const satisfies ModuleTexts;
