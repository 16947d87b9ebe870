/**
 * The barrier report's generated form (MeldeBarriere) on the wire and back: its parameters, and the
 * server's refusals as messages on the fields they are about. Pure.
 */
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { HttpError } from '../../api/errors';

/** The parameter the page prefills with the page the barrier is on. */
export const PAGE_FIELD = 'seite';

/** The call's parameters: strings trimmed, empty ones left out (all but the description are optional). */
export function reportParams(form: GeneratedForm, values: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const field of form.fields) {
    const raw = values[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value !== undefined && value !== null && value !== '') params[field.name] = value;
  }
  return params;
}

export interface ReportFailure {
  /** Field -> the server's German message, for a refusal about one field. */
  fields: Record<string, string>;
  /** A message key for the whole form, when no field is to blame. */
  general: string | null;
}

/**
 * A refused report: a 422 whose code names a field of the form (`email` is the field `eMail`) shows
 * the server's own German message on that field; too many reports and anything else get a message
 * for the whole form.
 */
export function failureOf(form: GeneratedForm, error: unknown): ReportFailure {
  if (error instanceof HttpError && error.status === 422 && error.code) {
    const code = error.code.toLowerCase();
    const field = form.fields.find((f) => f.component !== 'None' && f.name.toLowerCase() === code);
    if (field) return { fields: { [field.name]: error.message }, general: null };
  }
  if (error instanceof HttpError && error.status === 429) return { fields: {}, general: 'barrierReport.errors.tooMany' };
  return { fields: {}, general: 'barrierReport.errors.general' };
}
