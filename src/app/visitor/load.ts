/**
 * Loads the visitor's start page (app/visitor/start.tsx) in steps. Importing it in one go runs all
 * of its code in one task (on a phone with a quarter of a desktop's speed ~250 ms in which a tap
 * waits): the time-zone data the date conversion reads at once, React, i18next, the shell and
 * Mantine. Imported one after the other, each part's code runs in a task of its own. The parts are
 * fetched one after the other as well: the prerendered page is on screen meanwhile.
 */
import { nextTask } from '../next-task';

/** Parts that the start page's code imports, most expensive to run first, each its own chunk. */
const STEPS: readonly (() => Promise<unknown>)[] = [
  // date-fns-tz tests the platform's Intl once when loaded: the first time-zone formatter is the
  // single most expensive statement of the start page (the ICU time-zone data are read).
  () => import('../../../codegen/runtime/dates'),
  () => import('react-dom/client'),
  () => import('i18next'),
];

/** The start page's module, or null once `wanted` says no (a tap started the portal meanwhile). */
export async function loadVisitorStart(wanted: () => boolean): Promise<typeof import('./start') | null> {
  for (const step of STEPS) {
    await step();
    await nextTask();
    if (!wanted()) return null;
  }
  // The page's own module is the largest step: a tap while it arrived wants the portal alone too.
  const visitor = await import('./start');
  return wanted() ? visitor : null;
}
