import { IconHome, IconSelector } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import './ObjectSelector.css';
import type { ObjectSelectorVariantProps } from './ObjectSelectorView';

/** Keys that change a closed select's value in place on Windows and Linux browsers. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** Steps and type-ahead letters; not Space, Alt+Down or F4, which open the list instead. */
const isStepKey = (event: KeyboardEvent) =>
  !event.altKey && !event.ctrlKey && !event.metaKey && (STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' '));

/**
 * The common case (a few objects): the browser's own select. No popover or focus trap code, and
 * phones show their native picker; styled like the Mantine inputs around it (ObjectSelector.css).
 */
export default function ObjectSelectorNative({ options, selected, onSelect, disabled, hideLabel, label, placeholder }: ObjectSelectorVariantProps) {
  const id = useId();
  // Arrow keys on a closed select fire `change` at every step; switching the whole page per key
  // press would be a change of context on input (WCAG 3.2.2). Keyboard steps are kept here and
  // applied with Enter or when focus leaves; a pick from the opened list applies at once.
  const stepping = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const commit = () => {
    if (pending === null) return;
    setPending(null);
    onSelect(pending);
  };
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
          value={pending ?? selected ?? ''}
          disabled={disabled}
          data-placeholder={(pending ?? selected) === null ? true : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            else stepping.current = isStepKey(event);
          }}
          onKeyUp={() => {
            stepping.current = false;
          }}
          onMouseDown={() => {
            stepping.current = false;
          }}
          onBlur={() => {
            stepping.current = false;
            commit();
          }}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (stepping.current) setPending(next);
            else {
              setPending(null);
              onSelect(next);
            }
          }}
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
