import { Select } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ObjectSelectorVariantProps } from './ObjectSelectorView';

/** The many-objects variant: a combobox whose list filters while typing. Loaded only when needed. */
export default function ObjectSelectorSearchable({ options, selected, onSelect, disabled, hideLabel, label, placeholder }: ObjectSelectorVariantProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      labelProps={hideLabel ? { className: 'visually-hidden-label' } : undefined}
      placeholder={placeholder}
      nothingFoundMessage={t('objectSelector.nothingFound')}
      data={options}
      value={selected}
      onChange={(next) => {
        if (next !== null) onSelect(next);
      }}
      allowDeselect={false}
      searchable
      disabled={disabled}
      leftSection={<IconHome size={18} aria-hidden="true" />}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
    />
  );
}
