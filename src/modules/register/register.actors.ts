/**
 * The real calls of the register module's flows: the generated form's values as the function's
 * parameters, password fields (Password / NewPassword expectation) as their SHA-256 like every
 * password the portal sends (no password leaves the browser), empty values left out.
 * The calls go to the client given (the portal's API by default; tests give a fake).
 * Use: `formFlowMachine.provide({ actors: { submit: submitActor('RegistriereBenutzer') } })`.
 */
import { fromPromise } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { api } from '../../api/client';
import { gate, type ClientLike } from '../../api/gate';
import { hashPassword } from '../../session/password-hash';
import type { SubmitInput } from './form-flow.machine';

export type FlowFunction = 'RegistriereBenutzer' | 'BestaetigeRegistrierung' | 'SendePasswortLink' | 'SetzePasswortZurueck';

export async function functionParams(form: GeneratedForm, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const params: Record<string, unknown> = {};
  for (const field of form.fields) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    const secret = field.expectations.some((e) => e.rule === 'Password' || e.rule === 'NewPassword');
    params[field.name] = secret && typeof value === 'string' ? await hashPassword(value) : typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

export const submitActor = (name: FlowFunction, client: ClientLike = api) =>
  fromPromise<unknown, SubmitInput>(async ({ input, signal }) => {
    const call = gate(client).fn(name);
    if (!call) throw new Error(`${name} is not available`);
    return call(await functionParams(input.form, input.values), { signal });
  });
