/**
 * rjsf's `checkbox` for generated forms: a nullable Boolean (`tristate`) starts indeterminate
 * (metadata contract) and stays so until the user decides; ticking cycles true -> false. A consent
 * naming the privacy notice ("Ich habe die Datenschutzhinweise gelesen") links that word to the
 * authority's page, so the resident can read what is agreed to.
 */
import { Anchor, Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { formContextOf } from './context';
import { inputProps } from './input-props';
import { register } from './registry';

const PRIVACY_WORD = /Datenschutz[\p{L}-]*/u;

function LinkedLabel({ label, url }: { label: string; url: string | undefined }): ReactNode {
  const match = url ? PRIVACY_WORD.exec(label) : null;
  if (!url || !match) return label;
  const before = label.slice(0, match.index);
  const after = label.slice(match.index + match[0].length);
  return (
    <>
      {before}
      {/* No extra words on the link: they would become part of the checkbox's accessible name.
          Underlined, because inside the label's text an authority's colour alone may not set it
          apart enough from the words around it. */}
      <Anchor href={url} target="_blank" rel="noopener noreferrer" inherit underline="always">
        {match[0]}
      </Anchor>
      {after}
    </>
  );
}

function TriStateCheckboxWidget(props: WidgetProps) {
  const unset = props.value === undefined || props.value === null;
  const indeterminate = Boolean(props.options.tristate) && unset;
  const own = inputProps(props as WidgetProps);
  return (
    <Checkbox
      {...own}
      label={typeof props.label === 'string' ? <LinkedLabel label={props.label} url={formContextOf(props)?.privacyUrl} /> : own.label}
      checked={props.value === true}
      indeterminate={indeterminate}
      aria-checked={indeterminate ? 'mixed' : props.value === true}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}

register({ name: 'checkbox', widget: TriStateCheckboxWidget });
