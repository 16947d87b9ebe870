import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { form } from '../../../generated/forms/ErteileSepaMandat';
import { mandateMachine, type GrantInput } from '../../../src/modules/demands/mandate.machine';
import type { Mandate } from '../../../src/modules/demands/queries';

const VALID = { kontoinhaber: 'Anna Becker', iban: 'DE89370400440532013000', zustimmung: true };
const MANDATE = { SepaMandateId: 9, Mandatsreferenz: 'KZ-M9', Kontoinhaber: 'Anna Becker', IbanMaskiert: 'DE89 **** **** **** **30 00', Bankname: 'Commerzbank', Erteilt: new Date() } as Mandate;

function start(results: (() => Promise<Mandate | null>)[]) {
  const calls: GrantInput[] = [];
  const machine = mandateMachine.provide({
    actors: {
      grant: fromPromise<Mandate | null, GrantInput>(({ input }) => {
        calls.push(input);
        return results[calls.length - 1]!();
      }),
    },
  });
  const actor = createActor(machine, { input: { form, objectId: 2, idempotencyKey: 'key-1' } }).start();
  return { actor, calls };
}

describe('SEPA mandate flow', () => {
  it('shows the problems at the first submit and does not call with a wrong IBAN or without consent', () => {
    const { actor, calls } = start([]);
    actor.send({ type: 'CHANGE', values: { ...VALID, iban: 'DE89370400440532013001' } });
    expect(actor.getSnapshot().context.showErrors).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    actor.send({ type: 'CHANGE', values: { ...VALID, zustimmung: false } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  it('grants with the object the page chose, whatever the form data says', async () => {
    const { actor, calls } = start([() => Promise.resolve(MANDATE)]);
    actor.send({ type: 'CHANGE', values: { ...VALID, objekteId: 99 } });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.context.mandate).toBe(MANDATE);
    expect(calls).toEqual([{ values: { ...VALID, objekteId: 2 }, idempotencyKey: 'key-1' }]);
  });

  it('keeps the values after a failure and retries under the same key', async () => {
    const { actor, calls } = start([() => Promise.reject(new Error('503')), () => Promise.resolve(MANDATE)]);
    actor.send({ type: 'CHANGE', values: VALID });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.values).toEqual({ ...VALID, objekteId: 2 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });
});
