/**
 * Every module folder's `start.ts` (modules/types.ts `ModuleStart`), run once when the portal
 * starts. Found by name like the modules' pages, so the app reaches into no module's folder.
 */
import type { ModuleStart } from '../modules/types';

const starts = import.meta.glob<{ start: ModuleStart }>('../modules/*/start.ts', { eager: true });

export function startModules(): void {
  for (const module of Object.values(starts)) module.start();
}
