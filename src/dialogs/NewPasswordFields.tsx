/**
 * New password, its live rule list and the repetition (SPEC section 5 "New password"), the same in
 * the master-data dialog (when a change is requested) and the password-change dialog.
 */
import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './PasswordChecklist';
import { passwordToggleProps } from './password-toggle';

export interface NewPasswordFieldsProps {
  newPassword: string;
  confirmation: string;
  /** Translated messages to show now (the host decides when a rule break is worth showing). */
  newPasswordError?: string;
  confirmationError?: string;
  onNewPassword(value: string): void;
  onConfirmation(value: string): void;
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const toggle = passwordToggleProps(t);
  return (
    <>
      <PasswordInput
        label={t('settings.newPassword')}
        autoComplete="new-password"
        required
        value={props.newPassword}
        onChange={(e) => props.onNewPassword(e.currentTarget.value)}
        error={props.newPasswordError}
        // As the field's description the rule list is announced with it (aria-describedby).
        description={<PasswordChecklist password={props.newPassword} />}
        descriptionProps={{ component: 'div' }}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        visibilityToggleButtonProps={toggle}
      />
      <PasswordInput
        label={t('settings.confirmation')}
        autoComplete="new-password"
        required
        value={props.confirmation}
        onChange={(e) => props.onConfirmation(e.currentTarget.value)}
        error={props.confirmationError}
        visibilityToggleButtonProps={toggle}
      />
    </>
  );
}
