import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to the control that opened a dialog or drawer once it closes. Mantine does
 * this only for a dialog that was already mounted when it opened: the portal loads its dialogs on
 * the first opening, so they mount open, Mantine never learns the opener, and a keyboard user
 * was left on the page's body (Tab then started at the skip link). The portal's dialogs get it
 * through ui/Dialog.tsx; the login dialog and the phone menu pass `returnFocus={false}` to Mantine
 * and this hook the same `opened`.
 *
 * `enabled` false skips the return for one closing (after a login the next page's heading takes
 * the focus instead). The focus the resident or the page moved elsewhere meanwhile stays there.
 */
export function useReturnFocus(opened: boolean, enabled = true): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const returnOnClose = useRef(enabled);
  returnOnClose.current = enabled;
  // A layout effect: it runs as the dialog is committed, before its focus trap moves the focus in.
  useLayoutEffect(() => {
    if (opened && !wasOpen.current) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    const closing = !opened && wasOpen.current;
    wasOpen.current = opened;
    if (!closing) return;
    const target = opener.current;
    opener.current = null;
    return giveBack(target, returnOnClose.current);
  }, [opened]);
  // A dialog that its page removes as it closes (rather than passing opened false) gives it back too.
  useLayoutEffect(
    () => () => {
      if (wasOpen.current) giveBack(opener.current, returnOnClose.current);
    },
    [],
  );
}

/**
 * Focuses `target` after the dialog's own closing work (its trap lets go, its content starts to fade), unless the focus went elsewhere.
 * The timer reads the opener's own document, not the global one: a dialog removed with its page
 * leaves no one to cancel the timer, and a test's document is gone by the time it fires.
 */
function giveBack(target: HTMLElement | null, enabled: boolean): (() => void) | undefined {
  if (!target || !enabled) return undefined;
  const doc = target.ownerDocument;
  const atClose = doc.activeElement;
  const timer = setTimeout(() => {
    const active = doc.activeElement;
    const lost = active === null || active === doc.body || active === atClose || !active.isConnected;
    if (lost && target.isConnected) target.focus({ preventScroll: true });
  }, 10);
  return () => clearTimeout(timer);
}
