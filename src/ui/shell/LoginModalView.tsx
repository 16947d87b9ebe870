import { Alert, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { setRememberLogin } from '../../session/persistence';
import { NoPassFields, PasswordFields } from './LoginFields';
import { useReturnFocus } from '../useReturnFocus';

const LOGIN_MODAL_WIDTH = 600;

/** Password profiles: Benutzerkennung + Passwort. */
export interface PasswordCredentials {
  identifier: string;
  password: string;
}

/** noPass (community) profiles identify the object: Kassenzeichen + Objektnummer, no password. */
export interface NoPassCredentials {
  kassenzeichen: string;
  objektNr: string;
}

export type LoginCredentials = PasswordCredentials | NoPassCredentials;

export type LoginModalMode = 'password' | 'noPass';

export interface LoginModalProps {
  opened: boolean;
  /** Which fields the profile asks for (default: password). */
  mode?: LoginModalMode;
  /**
   * Persistent: no close button either (e.g. login required). Escape and a click outside never
   * close the login (a persistent modal); the close button stays where a visitor
   * may browse without logging in.
   */
  persistent?: boolean;
  /** Why the resident is asked to log in (e.g. the expired session), shown at the top of the dialog. */
  notice?: string | null;
  onClose?: () => void;
  /** Whether closing gives the focus back to the control that opened the dialog (default true). */
  returnFocus?: boolean;
  /** An i18n key (e.g. 'login.errors.credentials') or a ready text; null shows nothing. */
  error?: string | null;
  loading?: boolean;
  /** Any edit; the login machine clears its error here. */
  onChange?: () => void;
  /** Trimmed values; PasswordCredentials in password mode (password untrimmed), NoPassCredentials otherwise. */
  onSubmit: (credentials: LoginCredentials) => void;
  /** The login to fill in when the dialog opens (after a registration or a new password). */
  initialIdentifier?: string | null;
  /** "Passwort vergessen?": shown in password mode when the backend offers a reset. */
  onForgotPassword?: () => void;
}

/** The login dialog as a pure view: the login machine decides what happens with the input. */
export default function LoginModalView(props: LoginModalProps) {
  const { opened, mode = 'password', persistent = false, onClose, returnFocus = true, error, loading = false, onChange, onSubmit, notice, initialIdentifier, onForgotPassword } = props;
  const { t } = useTranslation();
  const { identifier, setIdentifier, password, setPassword, kassenzeichen, setKassenzeichen, objektNr, setObjektNr, remember, setRemember } = useLoginEntries(opened, initialIdentifier);
  // Not through ui/Dialog.tsx, which the other dialogs share: in its chunk the dialog opened some
  // 40 ms later after a tap on the start page (measured with bench:web's tap on the drawn page).
  useReturnFocus(opened, returnFocus);
  const { firstField, errorBox, credentialsRefused } = useFocusAfterFailure(opened, error, loading);
  // With the login filled in, the password is what is left to type.
  const prefilled = Boolean(initialIdentifier);

  const noPass = mode === 'noPass';
  const valid = noPass
    ? kassenzeichen.trim().length > 0 && objektNr.trim().length > 0
    : identifier.trim().length > 0 && password.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || loading) return;
    setRememberLogin(remember);
    onSubmit(noPass ? { kassenzeichen: kassenzeichen.trim(), objektNr: objektNr.trim() } : { identifier: identifier.trim(), password });
  };
  const close = () => {
    if (!persistent) onClose?.();
  };
  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    onChange?.();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('login.title')}
      size={LOGIN_MODAL_WIDTH}
      centered
      withCloseButton={!persistent}
      closeOnClickOutside={false}
      closeOnEscape={false}
      returnFocus={false}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {notice && (
            // Inside the dialog: the page's own notice is hidden behind it.
            <Alert role="status" color="brand" variant="light" icon={<IconInfoCircle aria-hidden="true" />} data-testid="login-notice">
              {t(notice)}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t(noPass ? 'login.noPass.intro' : 'login.intro')}
          </Text>
          {noPass ? (
            <NoPassFields {...{ kassenzeichen, objektNr, firstField }} onKassenzeichen={edit(setKassenzeichen)} onObjektNr={edit(setObjektNr)} refused={credentialsRefused} />
          ) : (
            <PasswordFields
              {...{ identifier, password, firstField, prefilled, onForgotPassword }}
              onIdentifier={edit(setIdentifier)}
              onPassword={edit(setPassword)}
              refused={credentialsRefused}
            />
          )}
          <Checkbox
            label={t('login.remember')}
            description={t('login.rememberHint')}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          {error && <LoginError ref={errorBox} error={error} />}
          <Button type="submit" size="md" disabled={!valid} loading={loading} leftSection={<IconLogin2 size={18} aria-hidden="true" />}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

/** The entries; a fresh dialog never shows the previous attempt's password, and fills in the login it is given. */
function useLoginEntries(opened: boolean, initialIdentifier: string | null | undefined) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [kassenzeichen, setKassenzeichen] = useState('');
  const [objektNr, setObjektNr] = useState('');
  // Off by default: staying logged in after the browser closes is a knowing choice (shared PCs).
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    if (!opened) setPassword('');
  }, [opened]);
  useEffect(() => {
    if (opened && initialIdentifier) setIdentifier(initialIdentifier);
  }, [opened, initialIdentifier]);
  return { identifier, setIdentifier, password, setPassword, kassenzeichen, setKassenzeichen, objektNr, setObjektNr, remember, setRemember };
}

/**
 * A failed attempt: the submit button was disabled while it ran, so the browser dropped the focus
 * to the page's body behind the dialog (Tab then left the dialog). The focus goes back in: to the
 * first field when the entries were refused (both are marked invalid), else to the message.
 */
function useFocusAfterFailure(opened: boolean, error: string | null | undefined, loading: boolean) {
  const firstField = useRef<HTMLInputElement>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  const credentialsRefused = error === 'login.errors.credentials' || error === 'login.noPass.errors.credentials';
  useEffect(() => {
    if (!opened || !error || loading) return;
    if (credentialsRefused) firstField.current?.focus();
    else errorBox.current?.focus();
  }, [opened, error, loading, credentialsRefused]);
  return { firstField, errorBox, credentialsRefused };
}

/** Why the login failed; it takes the focus unless the fields do. */
function LoginError({ ref, error }: { ref: Ref<HTMLDivElement>; error: string }) {
  const { t } = useTranslation();
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      <Text size="sm" c="red.9">
        {t(error)}
      </Text>
    </Alert>
  );
}
