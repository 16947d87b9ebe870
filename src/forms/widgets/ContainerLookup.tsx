/**
 * ContainerNumber expectation: the chip number of a bin, checked by the server after the user
 * pauses (the flow debounces 1,500 ms); shows checking, found and not-found.
 */
import { Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formContextOf } from './context';
import { fieldNameOf, inputProps } from './input-props';
import { register } from './registry';

function ContainerLookupWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const context = formContextOf(props);
  const check = context?.checks?.[fieldNameOf(props)];
  const busy = check?.state === 'checking';
  const found = check?.state === 'found';
  const choices = context?.containerChoices ?? [];
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <Stack gap={0}>
      {/* The resident rarely knows the number printed on a bin, and never on a missing one: pick it. */}
      {choices.length > 0 && (
        <Select
          mb="sm"
          label={t('claim.container.choose')}
          placeholder={t('claim.container.choosePlaceholder')}
          data={choices.map((c) => ({ value: String(c.value), label: c.label }))}
          value={choices.some((c) => String(c.value) === value.trim()) ? value.trim() : null}
          onChange={(chip) => props.onChange(chip ?? undefined)}
          disabled={props.disabled || props.readonly}
          clearable
        />
      )}
      <TextInput
        {...inputProps(props)}
        description={t('claim.container.hint')}
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
        rightSection={busy ? <Loader size={16} aria-label={t('claim.container.checking')} /> : found ? <IconCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" /> : null}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      />
      {/* Default text colour: Mantine's green text on white stays below 4.5:1; the check icon carries the colour. */}
      <Text size="sm" aria-live="polite" fw={found ? 500 : undefined} mt={busy || found ? 4 : 0}>
        {busy ? t('claim.container.checking') : found ? (check?.found ?? '') : ''}
      </Text>
    </Stack>
  );
}

register({ name: 'ContainerLookup', widget: ContainerLookupWidget });
