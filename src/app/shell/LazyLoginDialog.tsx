import { Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../ui/idle';
import { preloadLoginModalView } from '../../ui/shell/LoginModal';
import { preloadable } from '../../ui/preloadable';
import { profileInfo } from '../config';
import { loginDialogMode } from './account';
import { useLoginOpened } from './login-dialog';
import { preloadLoginDialog } from './login-preload';

// The dialog with its login machine is fetched when first opened (its files are preloaded on a tap
// held during loading, app/shell/login-preload.ts), not with the start page. A noPass
// profile's outer login is there from the start.
const dialog = preloadable<object>(() => {
  // Its modal view too, in parallel instead of once the dialog renders.
  preloadLoginDialog();
  return Promise.all([import('./LoginDialog'), preloadLoginModalView()]).then(([m]) => m.LoginDialog);
});
const LoginDialog = dialog.Component;

/**
 * Loads dialog and modal ahead of the first opening, so that it opens without suspending: where a
 * login is about to open when the portal starts (a held tap on "Anmelden", `/?login`, src/main.tsx).
 */
export const preloadLoginDialogCode = dialog.preload;

/**
 * `readyAhead`: nobody is logged in, so "Anmelden" is the likely next tap: the dialog's code is
 * fetched once the browser is idle and the first opening waits for nothing (on a slow phone line it
 * waited most of a second). Until then a hand or the keyboard reaching "Anmelden" readies it
 * (login-preload.ts).
 */
export function LazyLoginDialog({ readyAhead = false }: { readyAhead?: boolean }) {
  useEffect(() => (readyAhead ? whenIdle(() => void dialog.preload().catch(() => undefined)) : undefined), [readyAhead]);
  const wanted = useLoginOpened() || loginDialogMode(profileInfo) === 'noPass';
  // Kept mounted once opened: the machine keeps its state and the dialog its closing transition.
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted || wanted ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}
