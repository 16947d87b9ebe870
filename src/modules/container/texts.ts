import type { ModuleTexts } from '../types';

/** The namespaces only the container pages draw (ModuleTexts: plain data, read by tools/split-texts.ts in Node). */
export const MODULE_TEXTS = { container: ['container'] } as const satisfies ModuleTexts;
