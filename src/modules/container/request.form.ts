/**
 * What the bin request's generated form (BeantrageGefaess) shows and requires for the chosen kind
 * of request, its parameters on the wire, and the server's refusals as field messages. Pure.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { fromBerlinDay } from '../../../codegen/runtime/dates';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { HttpError } from '../../api/errors';
import { formProblems } from '../../forms/validate';

export const REQUEST_FUNCTION = 'BeantrageGefaess';

/** Parameters the page treats specially (metadata names of BeantrageGefaess). */
export const FIELD = {
  kind: 'antragsart',
  chip: 'chipReferenzNr',
  tariff: 'gefaesstarifArtenId',
  count: 'anzahl',
} as const;

/** One row of GefaessAntragsarten: what the request is and which bin it needs. */
export interface RequestKind {
  id: number;
  label: string;
  description: string | null;
  /** A new bin is chosen (order, exchange). */
  needsNew: boolean;
  /** The present bin is named by its chip number (exchange, return). */
  needsOld: boolean;
}

export const kindOf = (kinds: readonly RequestKind[], values: Record<string, unknown>): RequestKind | undefined =>
  kinds.find((k) => String(k.id) === String(values[FIELD.kind] ?? ''));

/** Fields that do not apply to the chosen kind (none chosen yet: every bin field waits). */
export function hiddenFields(kind: RequestKind | undefined): Set<string> {
  const hidden = new Set<string>();
  if (!kind?.needsOld) hidden.add(FIELD.chip);
  if (!kind?.needsNew) hidden.add(FIELD.tariff);
  // Several bins at once only for a plain order; an exchange swaps one for one.
  if (!kind?.needsNew || kind.needsOld) hidden.add(FIELD.count);
  return hidden;
}

/** Fields the chosen kind requires beyond the metadata (nullable there, needed here). */
export function requiredFields(kind: RequestKind | undefined): string[] {
  const count = kind?.needsNew && !kind.needsOld ? [FIELD.count] : [];
  return [...(kind?.needsOld ? [FIELD.chip] : []), ...(kind?.needsNew ? [FIELD.tariff] : []), ...count];
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Every problem of the shown fields, as message keys. */
export function requestProblems(form: GeneratedForm, kinds: readonly RequestKind[], values: Record<string, unknown>, country?: CountryCode): Record<string, string> {
  const kind = kindOf(kinds, values);
  const problems: Record<string, string> = { ...formProblems(form, values, { hidden: hiddenFields(kind), country }) };
  for (const name of requiredFields(kind)) if (isEmpty(values[name]) && !(name in problems)) problems[name] = 'validation.not-empty';
  return problems;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The call's parameters: shown fields only, strings trimmed, days as dates. */
export function requestParams(form: GeneratedForm, kinds: readonly RequestKind[], values: Record<string, unknown>): Record<string, unknown> {
  const hidden = hiddenFields(kindOf(kinds, values));
  const params: Record<string, unknown> = {};
  for (const field of form.fields) {
    if (hidden.has(field.name)) continue;
    let value = values[field.name];
    if (typeof value === 'string') {
      value = value.trim() === '' ? null : value.trim();
      if (typeof value === 'string' && DAY.test(value) && /DateTime|Date$/.test(field.edmType)) value = fromBerlinDay(value);
    }
    if (value !== null && value !== undefined) params[field.name] = value;
  }
  return params;
}

/** The server's 422 codes (server/routes/functions/BeantrageGefaess.ts) -> the fields they are about. */
const FIELDS_OF_CODE: Record<string, string[]> = {
  objekt: ['kassenzeichen', 'objektNr'],
  chip: [FIELD.chip],
  gefaesstarif: [FIELD.tariff],
  email: ['eMail'],
  anzahl: [FIELD.count],
  wunschtermin: ['wunschtermin'],
  antragsart: [FIELD.kind],
};

export interface RequestFailure {
  /** Field -> message key, for refusals about one field. */
  fields: Record<string, string>;
  /** A message key for the whole form, when no field is to blame. */
  general: string | null;
}

export function failureOf(error: unknown): RequestFailure {
  if (error instanceof HttpError && error.status === 422 && error.code && FIELDS_OF_CODE[error.code]) {
    const key = `container.request.errors.${error.code}`;
    return { fields: Object.fromEntries(FIELDS_OF_CODE[error.code]!.map((name) => [name, key])), general: null };
  }
  if (error instanceof HttpError && error.status === 429) return { fields: {}, general: 'container.request.errors.tooMany' };
  return { fields: {}, general: 'container.request.errors.general' };
}
