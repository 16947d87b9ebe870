import { MultiSelect } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { inputProps } from '../../../forms/widgets/input-props';
import { register } from '../../../forms/widgets/registry';
import { useQueryOptions } from '../../../forms/widgets/useQueryOptions';

/**
 * Registrieren's `abfallarten` is one string of comma-joined ids that residents
 * choose several of: a multi-select over the field's options whose value is that string.
 */
function WasteTypesWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { options, loading, loadError } = useQueryOptions(props);
  const common = inputProps(props);
  const selected = typeof props.value === 'string' && props.value !== '' ? props.value.split(',') : [];
  return (
    <MultiSelect
      {...common}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={selected}
      onChange={(values) => props.onChange(values.length > 0 ? values.join(',') : undefined)}
      placeholder={loading ? t('forms.loading') : selected.length === 0 ? t('reminders.wasteTypesPlaceholder') : undefined}
      nothingFoundMessage={t('forms.noOptions')}
      error={loadError ? t(loadError) : common.error}
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export const WASTE_TYPES_WIDGET = 'ReminderWasteTypes';
register({ name: WASTE_TYPES_WIDGET, widget: WasteTypesWidget });
