/**
 * What each step of the booking wizard requires, React-free: the machine's
 * guards and the steps' messages use the same check. Labels and rules of the fields come from the
 * generated form of LegeStueckgutAuftragAn (the Amount rule of `anzahl`, the Limit of `sonstiges`,
 * the contact fields' rules); what the metadata cannot say (quota, offered dates, the type's
 * consent) is checked here against the backend's data.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { checkField } from '../../forms/expectations';
import { formProblems } from '../../forms/validate';
import { fractionalAmount } from '../../forms/validation';
import { unitAllowsFractions } from '../../../codegen/runtime/quantity';
import type { DumpItem, DumpOrder, DumpType, OfferedDate } from './data';
import { decimal } from './data';
import { quotaState, type QuotaPosition, type QuotaState } from './quota';

export type Step = 'type' | 'items' | 'date' | 'contact' | 'summary';
export const STEPS: readonly Step[] = ['type', 'items', 'date', 'contact', 'summary'];
/** The most pieces of one item per order (the server's limit too). */
export const MAX_COUNT = 99;

export interface BookingValues {
  typeId: number | null;
  /** itemId -> amount (hundredths for items measured in m³); 0 or absent = not chosen, NaN = unreadable text. */
  counts: Record<number, number>;
  other: string;
  /** The chosen offered date (epoch ms of the Date the backend sent). */
  date: number | null;
  /** The generated form's contact part: eMail, telefon, bemerkung, einwilligung. */
  contact: Record<string, unknown>;
}

export const CONTACT_FIELDS = ['bemerkung', 'telefon', 'eMail', 'einwilligung'] as const;

export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}
export type Problems = Record<string, Problem>;

export interface BookingData {
  form: GeneratedForm | null;
  types: readonly DumpType[];
  catalogue: readonly DumpItem[];
  orders: readonly DumpOrder[];
  dates: readonly OfferedDate[];
  year: number;
  country?: CountryCode;
}

export const selectedType = (data: Pick<BookingData, 'types'>, values: BookingValues): DumpType | null =>
  data.types.find((t) => t.StueckgutAuftragsartenId === values.typeId) ?? null;

export const itemsOfType = (catalogue: readonly DumpItem[], typeId: number | null): DumpItem[] =>
  catalogue.filter((i) => i.StueckgutAuftragsart?.StueckgutAuftragsartenId === typeId);

/** The chosen items with their counts, in catalogue order. */
export function chosenItems(data: Pick<BookingData, 'catalogue'>, values: BookingValues): { item: DumpItem; count: number }[] {
  return itemsOfType(data.catalogue, values.typeId)
    .map((item) => ({ item, count: values.counts[item.StueckgutId] ?? 0 }))
    .filter((p) => p.count > 0);
}

export function bookingQuota(data: BookingData, values: BookingValues): QuotaState | null {
  const type = selectedType(data, values);
  if (!type) return null;
  const wanted: QuotaPosition[] = chosenItems(data, values).map(({ item, count }) => ({ count, volume: decimal(item.Volumen) }));
  return quotaState(data.orders, type, data.year, wanted);
}

/** `8:2,3:1`: the positions parameter of LegeStueckgutAuftragAn. */
export const positionsParam = (data: Pick<BookingData, 'catalogue'>, values: BookingValues): string | null =>
  chosenItems(data, values).map(({ item, count }) => `${item.StueckgutId}:${count}`).join(',') || null;

const fieldOf = (form: GeneratedForm | null, name: string) => form?.fields.find((f) => f.name === name);

function itemProblems(data: BookingData, values: BookingValues): Problems {
  const problems: Problems = {};
  const type = selectedType(data, values);
  const amountField = fieldOf(data.form, 'anzahl');
  for (const item of itemsOfType(data.catalogue, values.typeId)) {
    const count = values.counts[item.StueckgutId];
    if (count === undefined || count === 0) continue;
    // Measured items (m³) take hundredths, counted ones the whole-number Amount rule of `anzahl`;
    // NaN is a typed text that reads as no number (the input shows why).
    const key = Number.isNaN(count)
      ? 'validation.quantity.number'
      : unitAllowsFractions(item.Einheit)
        ? fractionalAmount(count)
        : amountField
          ? checkField(count, { ...amountField, required: true })
          : null;
    if (key) problems[`item-${item.StueckgutId}`] = { key };
    else if (count > MAX_COUNT) problems[`item-${item.StueckgutId}`] = { key: 'dump.errors.max', params: { max: MAX_COUNT } };
  }
  const other = type?.SonstigesInPortalAnzeigen ? values.other.trim() : '';
  const otherField = fieldOf(data.form, 'sonstiges');
  if (other && otherField) {
    const key = checkField(other, otherField);
    if (key) problems.other = { key };
  }
  if (chosenItems(data, values).length === 0 && !other) problems.items = { key: 'dump.errors.noItems' };
  const quota = bookingQuota(data, values);
  if (quota?.exceeded) problems.quota = { key: 'dump.errors.quota', params: { left: quota.left ?? 0, wanted: quota.wanted } };
  return problems;
}

function contactProblems(data: BookingData, values: BookingValues): Problems {
  const problems: Problems = {};
  const type = selectedType(data, values);
  if (data.form) {
    const hidden = new Set(data.form.fields.map((f) => f.name).filter((n) => !(CONTACT_FIELDS as readonly string[]).includes(n)));
    for (const [name, key] of Object.entries(formProblems(data.form, values.contact, { hidden, country: data.country }))) problems[name] = { key };
  }
  if (type?.Einwilligungserklaerung?.trim() && values.contact.einwilligung !== true) problems.einwilligung = { key: 'dump.errors.consent' };
  return problems;
}

/** The problems that keep the resident on `step`; empty when the step is complete. */
export function stepProblems(step: Step, data: BookingData, values: BookingValues): Problems {
  switch (step) {
    case 'type':
      return selectedType(data, values) ? {} : { typeId: { key: 'dump.errors.type' } };
    case 'items':
      return itemProblems(data, values);
    case 'date': {
      const offered = data.dates.find((d) => d.Datum.getTime() === values.date);
      return offered && offered.Frei > 0 ? {} : { date: { key: 'dump.errors.date' } };
    }
    case 'contact':
      return contactProblems(data, values);
    case 'summary':
      // Everything again: a date may have filled up or the quota changed while the resident typed.
      return { ...stepProblems('type', data, values), ...itemProblems(data, values), ...stepProblems('date', data, values), ...contactProblems(data, values) };
  }
}

/** The step's number in the address (`?schritt=3`), 1 to 5 as the heading counts them. */
export const stepNumber = (step: Step): number => STEPS.indexOf(step) + 1;

/** The step an address names; anything else (absent, 0, 9, "x") names none. */
export function stepOfNumber(value: unknown): Step | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return STEPS[n - 1] ?? null;
}

/**
 * The step the resident may see when asking for `wanted` (an address typed, reloaded, or reached
 * with back/forward): the first earlier step that is not complete, else `wanted`. While the offered
 * dates are still loading, a chosen date counts: the summary checks it against the dates again.
 */
export function reachableStep(wanted: Step, data: BookingData, values: BookingValues): Step {
  for (const step of STEPS.slice(0, STEPS.indexOf(wanted))) {
    const open = step === 'date' && data.dates.length === 0 ? values.date === null : Object.keys(stepProblems(step, data, values)).length > 0;
    if (open) return step;
  }
  return wanted;
}

/** Whether the resident has chosen anything that leaving would lose (the prefilled contact is no entry). */
export const hasEntries = (values: BookingValues): boolean =>
  values.typeId !== null || values.other.trim() !== '' || values.date !== null || Object.values(values.counts).some((n) => n > 0);
