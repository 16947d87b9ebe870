import { Group, Radio, Text } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { register } from './registry';
import { useQueryOptions, valueOf } from './useQueryOptions';

function QueryRadioWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options, loading, loadError } = useQueryOptions(props);
  const error = loadError ? t(loadError) : props.rawErrors?.[0];
  return (
    <Radio.Group
      id={props.id}
      label={props.label}
      required={props.required}
      value={props.value === undefined || props.value === null ? null : String(props.value)}
      onChange={(text) => props.onChange(valueOf(options, text))}
      error={error}
    >
      {loading ? <Text size="sm">{t('forms.loading')}</Text> : null}
      <Group mt="xs">
        {options.map((o) => (
          <Radio key={String(o.value)} value={String(o.value)} label={o.label} disabled={props.disabled || props.readonly} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export default register({ name: 'QueryRadio', widget: QueryRadioWidget });
