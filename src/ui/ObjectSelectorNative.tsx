import { IconHome, IconSelector } from '@tabler/icons-react';
import { useId } from 'react';
import './ObjectSelector.css';
import type { ObjectSelectorVariantProps } from './ObjectSelectorView';

/**
 * The common case (a few objects): the browser's own select. No popover or focus trap code, and
 * phones show their native picker; styled like the Mantine inputs around it (ObjectSelector.css).
 */
export default function ObjectSelectorNative({ options, selected, onSelect, disabled, hideLabel, label, placeholder }: ObjectSelectorVariantProps) {
  const id = useId();
  return (
    <div className="object-selector">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden-label' : 'object-selector-label'}>
        {label}
      </label>
      <div className="object-selector-field">
        <IconHome className="object-selector-section object-selector-home" size={18} aria-hidden="true" />
        <select
          id={id}
          className="object-selector-input"
          value={selected ?? ''}
          disabled={disabled}
          data-placeholder={selected === null ? true : undefined}
          onChange={(event) => onSelect(event.currentTarget.value)}
        >
          {/* Only while nothing is chosen; not selectable, so a choice cannot be undone by accident. */}
          {selected === null && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <IconSelector className="object-selector-section object-selector-chevron" size={18} stroke={1.5} aria-hidden="true" />
      </div>
    </div>
  );
}
