/**
 * rjsf's `date` widget for generated forms (portal:Component DatePicker): the value stays the
 * `yyyy-MM-dd` calendar day the schema expects, the user sees and types the German `TT.MM.JJJJ`.
 * The theme's own widget showed the raw ISO day and an English calendar. Loaded with the first date
 * field a form draws (DateField.tsx registers it), not with every form.
 */
import { DateInput } from '@mantine/dates';
// The calendar dropdown's own layout (grid, arrow sizes, popover width). It travels with this
// widget's chunk, so pages without a date field do not load it.
import '@mantine/dates/styles.css';
import type { WidgetProps } from '@rjsf/utils';
import { toBerlinDay } from '../../../codegen/runtime/dates';
import { isWishDate } from '../expectations';
import { fieldNameOf, inputProps } from './input-props';
// Month and weekday names of the calendar dropdown in German.
import 'dayjs/locale/de';

const GERMAN_DAY = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/;

/** `7.3.2026` -> `2026-03-07`; null for anything that is not a real calendar day. */
export function parseGermanDate(text: string): string | null {
  const match = GERMAN_DAY.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function GermanDateInputWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(props.value) ? props.value.slice(0, 10) : null;
  // A wished day offers no past day in the calendar. A typed one stays as typed and the flow says
  // validation.date-past (Mantine's minDate would drop it silently).
  const today = isWishDate({ name: fieldNameOf(props) }) ? toBerlinDay(new Date()) : null;
  return (
    <DateInput
      {...inputProps(props as WidgetProps)}
      excludeDate={today ? (day) => day < today : undefined}
      value={value}
      valueFormat="DD.MM.YYYY"
      locale="de"
      dateParser={parseGermanDate}
      onChange={(day) => props.onChange(day ?? undefined)}
    />
  );
}

export default GermanDateInputWidget;
