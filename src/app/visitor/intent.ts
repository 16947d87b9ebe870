/**
 * When a visitor's start page is drawn without the portal, and what starts the portal there
 * (app/visitor/start.tsx). Imports constants only.
 */
import { CONFIGURATIONS_KEY } from '../../modules/calendar/reminders/configurations';
import { PUSH_TOKEN_EVENT } from '../../modules/calendar/reminders/push-token-event';

/**
 * A visitor's start page waits for the portal until it is used, unless this device keeps
 * reminders: those follow a renewed push token at start, which needs the portal.
 */
export function visitorStartPage(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return !storage?.getItem(CONFIGURATIONS_KEY);
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
  const onToken = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    void start().then(() => target.dispatchEvent(new CustomEvent(PUSH_TOKEN_EVENT, { detail })));
  };
  const options = { capture: true, passive: true } as const;
  root.addEventListener('pointerdown', begin, options);
  root.addEventListener('focusin', begin, options);
  root.addEventListener('pointerover', onPointerOver, options);
  target.addEventListener('keydown', begin, options);
  target.addEventListener(PUSH_TOKEN_EVENT, onToken);
  return () => {
    root.removeEventListener('pointerdown', begin, options);
    root.removeEventListener('focusin', begin, options);
    root.removeEventListener('pointerover', onPointerOver, options);
    target.removeEventListener('keydown', begin, options);
    target.removeEventListener(PUSH_TOKEN_EVENT, onToken);
  };
}
