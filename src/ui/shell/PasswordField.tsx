import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A required password field (login and account dialogs). Mantine labels its show/hide button in
 * English; residents get German.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput required visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }} {...props} />;
}
