/**
 * Password and NewPassword expectations: masked inputs with a German show/hide toggle; the flow
 * hashes the values before sending. A new password shows its live rule list and,
 * below it, the repetition the flow keeps beside the function's parameters.
 */
import { PasswordInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formContextOf } from './context';
import { inputProps } from './input-props';
import { PasswordChecklist } from './PasswordChecklist';
import { register } from './registry';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function PasswordWidget(props: WidgetProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...inputProps(props)}
      autoComplete="current-password"
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      value={text(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    />
  );
}

function NewPasswordWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const confirmation = formContextOf(props)?.confirmation;
  const common = inputProps(props);
  const toggle = { 'aria-label': t('common.showPassword') };
  return (
    <>
      <PasswordInput
        {...common}
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        value={text(props.value)}
        onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
        // As the field's description the rule list is announced with it (aria-describedby).
        description={<PasswordChecklist password={text(props.value)} />}
        descriptionProps={{ component: 'div' }}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
      />
      {confirmation && (
        <PasswordInput
          mt="sm"
          id={`${props.id}__repeat`}
          label={confirmation.label ?? t('settings.confirmation')}
          required={common.required}
          disabled={common.disabled}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          value={confirmation.value}
          error={confirmation.error}
          onChange={(e) => confirmation.onChange(e.currentTarget.value)}
        />
      )}
    </>
  );
}

register({ name: 'Password', widget: PasswordWidget });
register({ name: 'NewPassword', widget: NewPasswordWidget });
