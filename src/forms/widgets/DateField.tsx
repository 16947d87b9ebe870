/**
 * The `date` widget, fetched with the first date field a form draws: the German date input brings
 * @mantine/dates, dayjs and the calendar's stylesheet (~18 KB gzip), which most forms (a claim, the
 * settings) never show. Until it arrives, the field stands in its place, labelled and disabled, so
 * nothing can be typed into a box about to be replaced.
 */
import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense } from 'react';
import { inputProps } from './input-props';
import { register } from './registry';

const GermanDateInput = lazy(() => import('./GermanDateInput'));

function DateField(props: WidgetProps) {
  return (
    <Suspense fallback={<TextInput {...inputProps(props)} disabled value="" readOnly />}>
      <GermanDateInput {...props} />
    </Suspense>
  );
}

register({ name: 'date', widget: DateField });
