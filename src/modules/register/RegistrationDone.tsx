import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Confirmation } from './Confirmation';
import type { FormFlowContext } from './form-flow.machine';

/**
 * After RegistriereBenutzer: no login is open yet. The backend answers the same whether the wished
 * login was free, so the confirmation says what the mail holds in the usual case (the link that
 * opens the login) and that the mail explains the others. No login button: logging in only works
 * after the link.
 */
export function RegistrationDone({ context }: { context: FormFlowContext }) {
  const { t } = useTranslation();
  const text = (name: string) => (typeof context.values[name] === 'string' ? (context.values[name] as string).trim() : '');
  return (
    <Confirmation title={t('register.done.title')}>
      <Text size="sm">{t('register.done.text', { email: text('email') })}</Text>
      <Text size="sm" mt="xs">
        {t('register.done.link', { login: text('benutzerkennung') })}
      </Text>
      <Text size="sm" mt="xs">
        {t('register.done.otherwise')}
      </Text>
    </Confirmation>
  );
}
