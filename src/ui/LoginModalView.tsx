import { Alert, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const LOGIN_MODAL_WIDTH = 600;

export interface LoginCredentials {
  identifier: string;
  password: string;
}

export interface LoginModalProps {
  opened: boolean;
  /** Persistent: no close button, click outside and Escape do nothing (e.g. login required). */
  persistent?: boolean;
  onClose?: () => void;
  /** An i18n key (e.g. 'login.errors.credentials') or a ready text; null shows nothing. */
  error?: string | null;
  loading?: boolean;
  /** Any edit; the login machine clears its error here. */
  onChange?: () => void;
  onSubmit: (credentials: LoginCredentials) => void;
}

/** The login dialog as a pure view: the login machine decides what happens with the input. */
export default function LoginModalView({ opened, persistent = false, onClose, error, loading = false, onChange, onSubmit }: LoginModalProps) {
  const { t } = useTranslation();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  // A fresh dialog never shows the previous attempt's password.
  useEffect(() => {
    if (!opened) setPassword('');
  }, [opened]);

  const valid = identifier.trim().length > 0 && password.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || loading) return;
    onSubmit({ identifier: identifier.trim(), password });
  };
  const close = () => {
    if (!persistent) onClose?.();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('login.title')}
      size={LOGIN_MODAL_WIDTH}
      centered
      withCloseButton={!persistent}
      closeOnClickOutside={!persistent}
      closeOnEscape={!persistent}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('login.intro')}
          </Text>
          <TextInput
            label={t('login.identifier')}
            name="username"
            autoComplete="username"
            required
            data-autofocus
            value={identifier}
            onChange={(event) => {
              setIdentifier(event.currentTarget.value);
              onChange?.();
            }}
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              onChange?.();
            }}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
              <Text size="sm" c="red.9">
                {t(error)}
              </Text>
            </Alert>
          )}
          <Button type="submit" size="md" disabled={!valid} loading={loading} leftSection={<IconLogin2 size={18} aria-hidden="true" />}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
