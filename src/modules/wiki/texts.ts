import type { ModuleTexts } from '../types';

/** The namespaces only the wiki pages draw (ModuleTexts: plain data, read by tools/split-texts.ts in Node). */
export const MODULE_TEXTS = { wiki: ['wiki'] } as const satisfies ModuleTexts;
