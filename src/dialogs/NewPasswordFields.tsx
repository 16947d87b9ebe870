/**
 * New password, its live rule list and the repetition (SPEC section 5 "New password"), the same in
 * the master-data dialog (when a change is requested) and the password-change dialog.
 */
import { useTranslation } from 'react-i18next';
import type { AccountForm } from './useAccountForm';
import { PasswordField } from '../ui/PasswordField';
import { PasswordChecklist } from './PasswordChecklist';

export function NewPasswordFields({ form }: { form: AccountForm }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('settings.newPassword')}
        autoComplete="new-password"
        {...form.field('newPassword')}
        // As the field's description the rule list is announced with it (aria-describedby).
        description={<PasswordChecklist password={form.values.newPassword} />}
        descriptionProps={{ component: 'div' }}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
      />
      <PasswordField label={t('settings.confirmation')} autoComplete="new-password" {...form.field('confirmation')} />
    </>
  );
}
