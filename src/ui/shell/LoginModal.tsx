import { Suspense, useState } from 'react';
import type { LoginModalProps } from './LoginModalView';
import { preloadable } from '../preloadable';

export type { LoginCredentials, LoginModalProps } from './LoginModalView';

// Modal, inputs and focus trap are not needed for the landing page's first paint (150 KB budget).
const view = preloadable<LoginModalProps>(() => import('./LoginModalView').then((m) => m.default));
const LoginModalView = view.Component;
/** Loads the modal's code ahead of its first opening (it then opens without suspending). */
export const preloadLoginModalView = view.preload;

/** The login dialog; its code loads the first time it opens and then stays mounted. */
export function LoginModal(props: LoginModalProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoginModalView {...props} />
    </Suspense>
  );
}
