import type { ModuleTexts } from '../modules/types';
import { ACCESSIBILITY_PAGES } from '../ui/site-pages';

/**
 * The namespaces of de-DE.json that only one of the portal's own pages draws, by the first segment
 * of its path (what the root route fetches alongside the shared texts, like a module's). Each is a
 * lazy chunk of its own (tools/split-texts.ts) that the page's route awaits, so an object's
 * dashboard does not fetch the accessibility statement's texts. Plain data: read by the build too.
 */
export const MODULE_TEXTS: ModuleTexts = Object.fromEntries(ACCESSIBILITY_PAGES.map(({ path, texts }) => [path.slice(1), texts]));
