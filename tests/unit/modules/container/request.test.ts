import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { forms } from '../../../../generated/forms';
import { HttpError } from '../../../../src/api/errors';
import { failureOf, hiddenFields, requestParams, requestProblems, type RequestKind } from '../../../../src/modules/container/request.form';
import { requestMachine, visibleProblems, type SubmitRequestInput } from '../../../../src/modules/container/request.machine';

const KINDS: RequestKind[] = [
  { id: 1, label: 'Behälter bestellen', description: null, needsNew: true, needsOld: false },
  { id: 2, label: 'Behälter tauschen', description: null, needsNew: true, needsOld: true },
  { id: 3, label: 'Behälter abmelden', description: null, needsNew: false, needsOld: true },
];
const IDENTITY = { kassenzeichen: ' KZ-2026-0002 ', objektNr: 'OBJ-1002', name: 'Erika Muster', eMail: 'erika@example.org' };
let form: GeneratedForm;
beforeAll(async () => {
  form = await forms.BeantrageGefaess!();
});

describe('bin request form', () => {
  it('shows the bin fields the chosen kind needs', () => {
    expect([...hiddenFields(undefined)].sort()).toEqual(['anzahl', 'chipReferenzNr', 'gefaesstarifArtenId']);
    expect([...hiddenFields(KINDS[0])]).toEqual(['chipReferenzNr']);
    expect([...hiddenFields(KINDS[1])].sort()).toEqual(['anzahl']);
    expect([...hiddenFields(KINDS[2])].sort()).toEqual(['anzahl', 'gefaesstarifArtenId']);
  });

  it('requires the new bin for an order and the chip number for an exchange or return', () => {
    const base = { ...IDENTITY, anzahl: 1 };
    expect(requestProblems(form, KINDS, { ...base, antragsart: 1 })).toEqual({ gefaesstarifArtenId: 'validation.not-empty' });
    expect(requestProblems(form, KINDS, { ...IDENTITY, antragsart: 1, gefaesstarifArtenId: 2 })).toEqual({ anzahl: 'validation.not-empty' });
    expect(requestProblems(form, KINDS, { ...base, antragsart: 2 })).toEqual({ chipReferenzNr: 'validation.not-empty', gefaesstarifArtenId: 'validation.not-empty' });
    expect(requestProblems(form, KINDS, { ...base, antragsart: 3, chipReferenzNr: 'DE-MIT-000005' })).toEqual({});
    expect(requestProblems(form, KINDS, { ...base, antragsart: 3, chipReferenzNr: 'x', eMail: 'kaputt' })).toEqual({ eMail: 'validation.email' });
    expect(Object.keys(requestProblems(form, KINDS, {}))).toEqual(expect.arrayContaining(['kassenzeichen', 'objektNr', 'antragsart', 'name', 'eMail']));
  });

  it('sends the shown fields only, trimmed, with the wish day as a date', () => {
    const params = requestParams(form, KINDS, { ...IDENTITY, antragsart: 3, chipReferenzNr: ' DE-MIT-000005 ', gefaesstarifArtenId: 4, anzahl: 2, wunschtermin: '2026-12-01', bemerkung: '  ' });
    expect(params).toEqual({
      kassenzeichen: 'KZ-2026-0002', objektNr: 'OBJ-1002', name: 'Erika Muster', eMail: 'erika@example.org', antragsart: 3, chipReferenzNr: 'DE-MIT-000005',
      wunschtermin: expect.any(Date),
    });
  });

  it("names the field the server refused, or says what went wrong", () => {
    expect(failureOf(new HttpError(422, 'objekt', 'x'))).toEqual({ fields: { kassenzeichen: 'container.request.errors.objekt', objektNr: 'container.request.errors.objekt' }, general: null });
    expect(failureOf(new HttpError(422, 'chip', 'x')).fields).toEqual({ chipReferenzNr: 'container.request.errors.chip' });
    expect(failureOf(new HttpError(429, 'too-many-attempts', 'x')).general).toBe('container.request.errors.tooMany');
    expect(failureOf(new Error('offline')).general).toBe('container.request.errors.general');
  });
});

describe('bin request machine', () => {
  function start(submit: (input: SubmitRequestInput) => Promise<number>) {
    const calls: SubmitRequestInput[] = [];
    const machine = requestMachine.provide({ actors: { submit: fromPromise<number, SubmitRequestInput>(({ input }) => (calls.push(input), submit(input))) } });
    const actor = createActor(machine, { input: { form, kinds: KINDS, now: new Date('2026-11-24T10:00:00Z') } }).start();
    return { actor, calls };
  }

  it('does not send an incomplete request and shows every problem', () => {
    const { actor, calls } = start(vi.fn());
    expect(visibleProblems(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toHaveLength(0);
    expect(visibleProblems(actor.getSnapshot().context)).toHaveProperty('kassenzeichen', 'validation.not-empty');
  });

  it('keeps the input after a refusal, names the field, and retries with the same key', async () => {
    let answer: () => Promise<number> = () => Promise.reject(new HttpError(422, 'chip', 'Zu dieser Chipnummer …'));
    const { actor, calls } = start(() => answer());
    const values = { ...actor.getSnapshot().context.values, ...IDENTITY, antragsart: 3, chipReferenzNr: 'DE-MIT-999999' };
    actor.send({ type: 'CHANGE', values });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.values).toEqual(values);
    expect(visibleProblems(actor.getSnapshot().context)).toEqual({ chipReferenzNr: 'container.request.errors.chip' });
    // Changing the refused field clears the server's verdict on it.
    actor.send({ type: 'CHANGE', values: { ...values, chipReferenzNr: 'DE-MIT-000005' } });
    expect(visibleProblems(actor.getSnapshot().context)).toEqual({});
    answer = () => Promise.resolve(4711);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.orderId).toBe(4711);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(calls[1]!.params).toMatchObject({ antragsart: 3, chipReferenzNr: 'DE-MIT-000005', kassenzeichen: 'KZ-2026-0002' });
  });

  it('starts a further request with who asks kept and a new key', async () => {
    const { actor, calls } = start(() => Promise.resolve(1));
    actor.send({ type: 'CHANGE', values: { ...actor.getSnapshot().context.values, ...IDENTITY, antragsart: 1, gefaesstarifArtenId: 2 } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'RESTART' });
    const { values, idempotencyKey } = actor.getSnapshot().context;
    expect(values).toMatchObject({ kassenzeichen: IDENTITY.kassenzeichen, eMail: IDENTITY.eMail, anzahl: 1 });
    expect(values.antragsart).toBeUndefined();
    expect(values.gefaesstarifArtenId).toBeUndefined();
    expect(idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
  });
});
