import type { ModuleTexts } from '../types';

/** The namespaces only the documents pages draw (ModuleTexts: plain data, read by tools/split-texts.ts in Node). */
export const MODULE_TEXTS = { documents: ['documents'] } as const satisfies ModuleTexts;
