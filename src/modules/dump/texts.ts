import type { ModuleTexts } from '../types';

/** The namespaces only the bulky-waste pages draw (ModuleTexts: plain data, read by tools/split-texts.ts in Node). */
export const MODULE_TEXTS = { dump: ['dump'] } as const satisfies ModuleTexts;
