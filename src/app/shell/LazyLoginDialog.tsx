/**
 * The login dialog, mounted the first time it opens (most visits never log in): its machine, modal
 * and inputs stay off the start page. A press on a login button starts fetching it before the click.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoginOpened } from './login-dialog';
import { isLoginControl, preloadLoginDialog } from './login-preload';

const LoginDialog = lazy(async () => ({ default: (await preloadLoginDialog())[0].LoginDialog }));

export function LazyLoginDialog() {
  const opened = useLoginOpened();
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    const onPress = (event: Event) => {
      if (isLoginControl(event.target)) void preloadLoginDialog().catch(() => undefined);
    };
    document.addEventListener('pointerdown', onPress, { capture: true, passive: true });
    return () => document.removeEventListener('pointerdown', onPress, { capture: true });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
