import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { loginMachine } from '../../flows/login.machine';
import { LoginModal } from '../../ui/LoginModal';
import { safeRedirectPath } from '../guard';
import { closeLogin, useLoginOpened } from './login-dialog';

/** The login modal (ui) driven by the login machine; after success go to ?redirect or / (SPEC 2). */
export function LoginDialog() {
  const opened = useLoginOpened();
  const router = useRouter();
  const [state, send] = useMachine(loginMachine, { input: { mode: 'password' } });

  useEffect(() => {
    if (state.status !== 'done') return;
    const search = new URLSearchParams(window.location.search);
    const target = safeRedirectPath(search.get('redirect')) ?? '/';
    closeLogin();
    void router.navigate({ href: target, replace: true });
  }, [state.status, router]);

  return (
    <LoginModal
      opened={opened}
      onClose={closeLogin}
      error={state.context.error}
      loading={state.matches('submitting')}
      onChange={() => {
        if (state.context.error) send({ type: 'INPUT', field: 'password', value: '' });
      }}
      onSubmit={({ identifier, password }) => {
        send({ type: 'INPUT', field: 'benutzerkennung', value: identifier });
        send({ type: 'INPUT', field: 'password', value: password });
        send({ type: 'SUBMIT' });
      }}
    />
  );
}
