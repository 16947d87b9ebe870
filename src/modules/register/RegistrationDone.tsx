import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Confirmation } from './Confirmation';
import type { FormFlowContext } from './form-flow.machine';
import { LoginButton } from './LoginButton';

/**
 * After RegistriereBenutzer: the backend answers the same whether the wished login was free (issue
 * 17.3), so the confirmation says both what to do now and where the mail explains the other case.
 */
export function RegistrationDone({ context, onLogin }: { context: FormFlowContext; onLogin?(identifier?: string): void }) {
  const { t } = useTranslation();
  const text = (name: string) => (typeof context.values[name] === 'string' ? (context.values[name] as string).trim() : '');
  const login = text('benutzerkennung');
  return (
    <Confirmation title={t('register.done.title')} actions={<LoginButton label={t('register.done.action')} identifier={login} onLogin={onLogin} />}>
      <Text size="sm">{t('register.done.text', { email: text('email') })}</Text>
      <Text size="sm" mt="xs">
        {t('register.done.login', { login })}
      </Text>
      <Text size="sm" mt="xs">
        {t('register.done.otherwise')}
      </Text>
    </Confirmation>
  );
}
