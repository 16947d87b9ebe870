import { Radio, Stack, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { inputProps } from './input-props';
import { register } from './registry';
import { useQueryOptions, valueOf } from './useQueryOptions';

/** portal:Component Radio: one radio per option, with the option's description under its label. */
function QueryRadioWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options, loading, loadError } = useQueryOptions(props);
  const { id, label, required, disabled, error, onBlur } = inputProps(props);
  return (
    <Radio.Group
      id={id}
      label={label}
      required={required}
      value={props.value === undefined || props.value === null ? null : String(props.value)}
      onChange={(text) => props.onChange(valueOf(options, text))}
      onBlur={onBlur}
      error={loadError ? t(loadError) : error}
    >
      {loading ? <Text size="sm">{t('forms.loading')}</Text> : null}
      <Stack gap="xs" mt="xs">
        {options.map((o) => (
          <Radio key={String(o.value)} value={String(o.value)} label={o.label} description={o.description ?? undefined} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

register({ name: 'QueryRadio', widget: QueryRadioWidget });
