/**
 * When a visitor's start page is drawn without the portal, and what starts the portal there
 * (app/visitor/start.tsx). Reads the module definitions' `wakesPortal` only.
 */
import { MODULE_NAMES, MODULES } from '../../modules/registry';
import type { ModuleWake } from '../../modules/types';

const WAKES: readonly ModuleWake[] = MODULE_NAMES.flatMap((name) => {
  const wake: ModuleWake | undefined = (MODULES[name] as { wakesPortal?: ModuleWake }).wakesPortal;
  return wake ? [wake] : [];
});
const WAKE_EVENTS = [...new Set(WAKES.map((wake) => wake.event))];

/**
 * A visitor's start page waits for the portal until it is used, unless this device keeps state a
 * module needs the portal for at start (the calendar's reminders follow a renewed push token).
 */
export function visitorStartPage(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return !WAKES.some((wake) => storage?.getItem(wake.storageKey));
  } catch {
    return true; // storage disabled: nothing stored to follow
  }
}

const ACTIONABLE = 'a[href], button, [role="button"], input, select, textarea';

/**
 * Calls `start` on the first sign that the page is about to be used: a press or a key anywhere on
 * it, focus moving into it, a mouse pointer on a link or button (the portal then loads while the
 * hand moves), and the iOS wrapper announcing its push token (repeated once the portal listens).
 * Returns the uninstaller.
 */
export function startsPortal(root: HTMLElement, start: () => Promise<void>, target: Window = window): () => void {
  const begin = () => void start();
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.target instanceof Element && event.target.closest(ACTIONABLE)) begin();
  };
  // The event again once the portal listens: what it announced is not lost.
  const onWake = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    void start().then(() => target.dispatchEvent(new CustomEvent(event.type, { detail })));
  };
  const options = { capture: true, passive: true } as const;
  root.addEventListener('pointerdown', begin, options);
  root.addEventListener('focusin', begin, options);
  root.addEventListener('pointerover', onPointerOver, options);
  target.addEventListener('keydown', begin, options);
  for (const name of WAKE_EVENTS) target.addEventListener(name, onWake);
  return () => {
    root.removeEventListener('pointerdown', begin, options);
    root.removeEventListener('focusin', begin, options);
    root.removeEventListener('pointerover', onPointerOver, options);
    target.removeEventListener('keydown', begin, options);
    for (const name of WAKE_EVENTS) target.removeEventListener(name, onWake);
  };
}
