/**
 * The fields of both account dialogs, rendered from the generated form of AktualisiereStammdaten
 * inside the dialog's own form: only the parameters this dialog asks for, with the authority's
 * labels and rules; the new password's repetition is the flow's own field.
 */
import type { GeneratedForm } from '../../codegen/runtime/contract';
import { ACCOUNT_PARAMS } from './master-data';
import { accountParamValues, asked, hiddenAccountParams, requiredAccountFields, type AccountField } from './master-data.machine';
import { GeneratedFormView } from '../forms/GeneratedFormView';
import { loadQueryRows } from '../forms/load-options';
import type { AccountForm } from './useAccountForm';

export function AccountFormFields({ form, account }: { form: GeneratedForm; account: AccountForm }) {
  const c = account.context;
  const fields = asked(c).filter((f): f is Exclude<AccountField, 'confirmation'> => f !== 'confirmation');
  const required = requiredAccountFields(c).filter((f) => f !== 'confirmation');
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = account.field(field).error;
    if (error) errors[ACCOUNT_PARAMS[field]] = error;
  }
  const confirmation = account.field('confirmation');
  const onChange = (values: Record<string, unknown>) => {
    for (const field of fields) {
      const next = typeof values[ACCOUNT_PARAMS[field]] === 'string' ? (values[ACCOUNT_PARAMS[field]] as string) : '';
      if (next !== account.values[field]) account.field(field).onChange({ currentTarget: { value: next } });
    }
  };
  return (
    <GeneratedFormView
      embedded
      autoFocus={fields[0] ? ACCOUNT_PARAMS[fields[0]] : undefined}
      form={form}
      values={accountParamValues(account.values)}
      errors={errors}
      hidden={hiddenAccountParams(c, form)}
      // What this dialog requires, whatever the parameter's nullability: the foreign key is optional
      // unless the authority requires it (foreignKeyRequired).
      required={required.map((f) => ACCOUNT_PARAMS[f])}
      optional={fields.filter((f) => !required.includes(f)).map((f) => ACCOUNT_PARAMS[f])}
      disabled={c.saving}
      context={{
        loadOptions: loadQueryRows,
        confirmation: fields.includes('newPassword')
          ? { value: confirmation.value, error: confirmation.error, onChange: (value) => confirmation.onChange({ currentTarget: { value } }) }
          : undefined,
      }}
      onChange={onChange}
      onSubmit={() => account.frame.onSubmit()}
    />
  );
}
