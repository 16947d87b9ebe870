/**
 * IBAN expectation: a text field that shows the IBAN in groups of four as typed, keeps the
 * electronic form (no spaces, capitals) as its value, and names the bank the page found for it
 * (`checks[field].found`, looked up by the page from the bank code).
 */
import { Loader, Text, TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formatIban, normalizeIban } from '../iban';
import { formContextOf } from './context';
import { fieldNameOf, inputProps } from './input-props';
import { register } from './registry';

function IbanInputWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const check = formContextOf(props)?.checks?.[fieldNameOf(props)];
  const busy = check?.state === 'checking';
  const found = check?.state === 'found' ? (check.found ?? '') : '';
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <>
      <TextInput
        {...inputProps(props)}
        value={formatIban(value)}
        onChange={(e) => props.onChange(e.currentTarget.value.trim() === '' ? undefined : normalizeIban(e.currentTarget.value) || e.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        placeholder="DE00 0000 0000 0000 0000 00"
        rightSection={busy ? <Loader size={16} aria-label={t('forms.iban.checking')} /> : found ? <IconBuildingBank size={18} aria-hidden="true" /> : null}
      />
      <Text size="sm" aria-live="polite" mt={found ? 4 : 0} data-testid="iban-bank">
        {found}
      </Text>
    </>
  );
}

register({ name: 'IbanInput', widget: IbanInputWidget });
