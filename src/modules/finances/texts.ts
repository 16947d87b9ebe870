import type { ModuleTexts } from '../types';

/** The namespaces only the finances pages draw (ModuleTexts: plain data, read by tools/split-texts.ts in Node). */
export const MODULE_TEXTS = { finances: ['finances'] } as const satisfies ModuleTexts;
