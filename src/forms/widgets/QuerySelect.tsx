import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { inputProps } from './input-props';
import { useQueryOptions, valueOf } from './useQueryOptions';

/** ComboBox and AutoComplete share this; AutoComplete is searchable. */
export function QuerySelect({ searchable, ...props }: WidgetProps & { searchable: boolean }) {
  const { t } = useTranslation();
  const { options, loading, loadError } = useQueryOptions(props as WidgetProps);
  const common = inputProps(props as WidgetProps);
  return (
    <Select
      {...common}
      searchable={searchable}
      clearable={!props.required}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={props.value === undefined || props.value === null ? null : String(props.value)}
      onChange={(text) => props.onChange(valueOf(options, text))}
      placeholder={loading ? t('forms.loading') : undefined}
      nothingFoundMessage={t('forms.noOptions')}
      error={loadError ? t(loadError) : common.error}
    />
  );
}
