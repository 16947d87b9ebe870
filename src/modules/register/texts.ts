import type { ModuleTexts } from '../types';

/** The namespace only the registration and password pages draw (ModuleTexts: plain data, read by tools/split-texts.ts in Node). */
export const MODULE_TEXTS = { register: ['register'] } as const satisfies ModuleTexts;
