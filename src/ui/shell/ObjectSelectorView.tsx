import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ObjectSelectorNative from './ObjectSelectorNative';
import { objectOptionLabels, selectableObjects } from '../objects';
import type { ObjectView } from '../types';

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

export interface ObjectOption {
  /** The object id as text (form controls carry strings). */
  value: string;
  label: string;
}

/** What both variants (native select, searchable combobox) render from. */
export interface ObjectSelectorVariantProps {
  options: readonly ObjectOption[];
  /** The selected option's value, null shows the placeholder. */
  selected: string | null;
  /** Called with the chosen option's value whenever the user picks one. */
  onSelect: (value: string) => void;
  disabled?: boolean;
  hideLabel?: boolean;
  label: string;
  placeholder: string;
}

// The combobox brings Popover, floating-ui and FocusTrap (~32 KB gzip); only users who need to
// type to find their object load it. The outer Suspense (ObjectSelector) shows the skeleton meanwhile.
const ObjectSelectorSearchable = lazy(() => import('./ObjectSelectorSearchable'));

export default function ObjectSelectorView({ objects, value, onChange, disabled, hideLabel, now }: ObjectSelectorProps) {
  const { t } = useTranslation();
  const options = useMemo<ObjectOption[]>(
    () => {
      const selectable = selectableObjects(objects, now);
      const labels = objectOptionLabels(selectable);
      return selectable.map((object) => ({ value: String(object.ObjekteId), label: labels.get(object.ObjekteId)! }));
    },
    [objects, now],
  );
  // A preselected id that is not offered (outdated, unknown) shows the placeholder instead.
  const selected = value !== null && options.some((option) => option.value === String(value)) ? String(value) : null;
  const variant: ObjectSelectorVariantProps = {
    options,
    selected,
    onSelect: (next) => {
      if (next !== selected) onChange(Number(next));
    },
    disabled,
    hideLabel,
    label: t('objectSelector.label'),
    placeholder: t('objectSelector.placeholder'),
  };
  return options.length >= SEARCHABLE_FROM ? <ObjectSelectorSearchable {...variant} /> : <ObjectSelectorNative {...variant} />;
}
