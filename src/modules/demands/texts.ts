import type { ModuleTexts } from '../types';

/** The namespaces only the demands pages draw (ModuleTexts: plain data, read by tools/split-texts.ts in Node). */
export const MODULE_TEXTS = { demands: ['demands'] } as const satisfies ModuleTexts;
