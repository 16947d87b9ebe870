import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to the control that opened a dialog or drawer once it closes. Mantine does
 * this only for a dialog that was already mounted when it opened: the portal loads its dialogs on
 * the first opening, so they mount open, Mantine never learns the opener, and a keyboard user
 * was left on the page's body (Tab then started at the skip link). Pass `returnFocus={false}` to
 * the Mantine component and this hook the same `opened`.
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
    if (!opened && wasOpen.current) {
      const target = opener.current;
      const atClose = document.activeElement;
      opener.current = null;
      if (!target || !returnOnClose.current) {
        wasOpen.current = opened;
        return;
      }
      // After the dialog's own closing work (its trap lets go, its content starts to fade).
      const timer = window.setTimeout(() => {
        const active = document.activeElement;
        const lost = active === null || active === document.body || active === atClose || !active.isConnected;
        if (lost && target.isConnected) target.focus({ preventScroll: true });
      }, 10);
      wasOpen.current = opened;
      return () => window.clearTimeout(timer);
    }
    wasOpen.current = opened;
  }, [opened]);
}
