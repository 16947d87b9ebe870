import { lazy, Suspense, useState } from 'react';
import { profileInfo } from '../config';
import { loginDialogMode } from './account';
import { useLoginOpened } from './login-dialog';
import { preloadLoginDialog } from './login-preload';

// The dialog with its login machine is fetched when first opened (its files are preloaded on a tap
// held during loading, app/shell/login-preload.ts), not with the start page (issue 16). A noPass
// profile's outer login is there from the start.
const LoginDialog = lazy(() => {
  // Its modal view too, in parallel instead of once the dialog renders.
  preloadLoginDialog();
  return import('./LoginDialog').then((m) => ({ default: m.LoginDialog }));
});

export function LazyLoginDialog() {
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
