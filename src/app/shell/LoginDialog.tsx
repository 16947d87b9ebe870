import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loginActors } from './login.actors';
import { loginMachine } from './login.machine';
import { useSession } from '../../session/session';
import { focusPageHeading } from '../../ui/focus-heading';
import { LoginModal, type LoginCredentials } from '../../ui/shell/LoginModal';
import { profileInfo } from '../config';
import { safeRedirectPath } from '../guard';
import { loginDialogMode, showsLoginDialog } from './account';
import { closeLogin, loginTarget, useLoginOpened, useLoginPrefill } from './login-dialog';
import { useForgotPassword } from './forgot-password';

/** The flow with the real calls (made once: useMachine wants the same machine on every render). */
const machine = loginMachine.provide({ actors: loginActors });

const NOTICE_FLAGS = ['expired', 'elsewhere', 'obsolete', 'notallowed', 'redirect'] as const;

/** The start page's reason for the login (the start page's flags), which the dialog repeats. */
export function loginNotice(pathname: string, search: Record<string, unknown>): string | null {
  if (pathname !== '/') return null;
  const flag = NOTICE_FLAGS.find((name) => name in search && search[name] !== undefined && search[name] !== false);
  return flag ? `guard.${flag}` : null;
}

/**
 * The login modal (ui) driven by the login machine; after success go to ?redirect, else to the page
 * that opened the dialog for itself (openLoginFor), else /.
 * Password profiles ask for Benutzerkennung + Passwort. noPass (community) profiles show the outer
 * login instead: Kassenzeichen + Objektnummer, and only while there is no hash.
 * @public Loaded on demand by LazyLoginDialog.tsx, through an import the dead-export check cannot follow.
 */
export function LoginDialog() {
  const opened = useLoginOpened();
  const prefill = useLoginPrefill();
  const router = useRouter();
  const session = useSession();
  const mode = loginDialogMode(profileInfo);
  const onForgotPassword = useForgotPassword(mode);
  const [state, send] = useMachine(machine, { input: { mode } });
  const { t } = useTranslation();
  const notice = useRouterState({ select: (s) => loginNotice(s.location.pathname, s.location.search as Record<string, unknown>) });

  useEffect(() => {
    if (state.status !== 'done') return;
    const search = new URLSearchParams(window.location.search);
    const target = safeRedirectPath(search.get('redirect') ?? loginTarget()) ?? '/';
    closeLogin();
    // The opener (the start page's button) goes with the start page: the next page's heading
    // takes the focus instead, as after any other page change.
    void router.navigate({ href: target, replace: true }).then(() => focusPageHeading());
  }, [state.status, router]);

  if (!showsLoginDialog(session, profileInfo)) return null;

  const submit = (credentials: LoginCredentials) => {
    if ('kassenzeichen' in credentials) {
      send({ type: 'INPUT', field: 'kassenzeichen', value: credentials.kassenzeichen });
      send({ type: 'INPUT', field: 'objektNr', value: credentials.objektNr });
    } else {
      send({ type: 'INPUT', field: 'benutzerkennung', value: credentials.identifier });
      send({ type: 'INPUT', field: 'password', value: credentials.password });
    }
    send({ type: 'SUBMIT' });
  };

  return (
    <LoginModal
      opened={opened}
      mode={mode}
      notice={notice}
      onClose={closeLogin}
      returnFocus={state.status !== 'done'}
      // A lock the server said the length of is told in minutes, not as "einen Moment".
      error={state.context.waitMinutes ? t('login.errors.rate-limited-for', { count: state.context.waitMinutes }) : state.context.error}
      loading={state.matches('submitting')}
      onChange={() => {
        // Error messages clear on input; the machine drops its error on any INPUT.
        if (state.context.error) send({ type: 'INPUT', field: mode === 'noPass' ? 'objektNr' : 'password', value: '' });
      }}
      onSubmit={submit}
      initialIdentifier={prefill}
      onForgotPassword={onForgotPassword}
    />
  );
}
