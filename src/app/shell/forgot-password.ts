/**
 * "Passwort vergessen?" in the login dialog: offered when the backend has both reset functions and
 * the register module's page exists here (it hosts the request form and the link's page).
 */
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useGate } from '../../api/capabilities';
import { MODULES, isReachable } from '../../modules/registry';
import { deployment } from '../config';
import { closeLogin } from './login-dialog';

const FORGOT_PASSWORD_HREF = `/register#${MODULES.register.anchors.forgotPassword}`;

export function useForgotPassword(mode: 'password' | 'noPass'): (() => void) | undefined {
  const router = useRouter();
  const gate = useGate();
  const go = useCallback(() => {
    closeLogin();
    void router.navigate({ href: FORGOT_PASSWORD_HREF });
  }, [router]);
  const offered =
    mode === 'password' &&
    gate.fn('SendePasswortLink') !== undefined &&
    gate.fn('SetzePasswortZurueck') !== undefined &&
    // The dialog only shows before login, when the page exists exactly by the menu's rule.
    isReachable('register', gate, deployment, { authorized: false });
  return offered ? go : undefined;
}
