import { Select } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { objectLabel, selectableObjects } from './objects';
import type { ObjectView } from './types';

/** From this many objects on, typing filters the list (a landlord may own 40). */
export const SEARCHABLE_FROM = 8;

export interface ObjectSelectorProps {
  objects: readonly ObjectView[];
  /** Preselected object id (from the route id or the extra identifier). */
  value: number | null;
  onChange: (objectId: number) => void;
  disabled?: boolean;
  /** The visible label; hidden in the compact header variant (still read by screen readers). */
  hideLabel?: boolean;
  /** Injected for tests; outdated owner records are hidden relative to it. */
  now?: Date;
}

export default function ObjectSelectorView({ objects, value, onChange, disabled, hideLabel, now }: ObjectSelectorProps) {
  const { t } = useTranslation();
  const data = useMemo(
    () => selectableObjects(objects, now).map((object) => ({ value: String(object.ObjekteId), label: objectLabel(object) })),
    [objects, now],
  );
  const selected = value !== null && data.some((option) => option.value === String(value)) ? String(value) : null;
  return (
    <Select
      label={t('objectSelector.label')}
      labelProps={hideLabel ? { className: 'visually-hidden-label' } : undefined}
      placeholder={t('objectSelector.placeholder')}
      nothingFoundMessage={t('objectSelector.nothingFound')}
      data={data}
      value={selected}
      onChange={(next) => {
        if (next !== null && next !== selected) onChange(Number(next));
      }}
      allowDeselect={false}
      searchable={data.length >= SEARCHABLE_FROM}
      disabled={disabled}
      leftSection={<IconHome size={18} aria-hidden="true" />}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
    />
  );
}
