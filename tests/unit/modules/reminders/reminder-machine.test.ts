/**
 * Saving a push reminder as a machine: a form with problems asks for no token, a valid one gets the
 * device's token, then stores the configuration; a browser without push or an option that vanished
 * says so and stores nothing. Token and storing are fake actors (no push service, no module mock).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { form as registerForm } from '../../../../generated/forms/Registrieren';
import type { NotificationConfiguration } from '../../../../src/modules/calendar/reminders/configurations';
import type { ReminderLookups } from '../../../../src/modules/calendar/reminders/form-values';
import { PushUnavailableError } from '../../../../src/modules/calendar/reminders/push-token';
import { reminderMachine, type StoreReminderInput } from '../../../../src/modules/calendar/reminders/reminder.machine';

const lookups: ReminderLookups = {
  towns: [{ value: 2, label: 'Hohenfels' }],
  streets: [{ value: 7, label: 'Gartenstraße', name: 'Gartenstraße', district: null }],
  wasteTypes: [
    { value: 1, label: 'Restmüll' },
    { value: 3, label: 'Papier' },
  ],
};
const valid = { ort: 2, strasse: 7, hausNr: '5a', vorlaufzeit: 12, abfallarten: '3' };

function start(obtainToken: () => Promise<string>, store = vi.fn(async (_: StoreReminderInput) => undefined), editing: NotificationConfiguration | null = null) {
  const machine = reminderMachine.provide({
    actors: {
      obtainToken: fromPromise<string>(() => obtainToken()),
      store: fromPromise<void, StoreReminderInput>(({ input }) => store(input)),
    },
  });
  const actor = createActor(machine, { input: { form: registerForm, editing, prefill: null } }).start();
  return { actor, store };
}

describe('reminder machine', () => {
  it('shows the problems of an incomplete form and asks for no token', () => {
    const obtainToken = vi.fn(async () => 'tok');
    const { actor } = start(obtainToken);
    actor.send({ type: 'CHANGE', values: { ...valid, abfallarten: undefined } });
    actor.send({ type: 'SUBMIT', lookups });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(obtainToken).not.toHaveBeenCalled();
  });

  it('gets the token, stores the configuration with it and ends saved', async () => {
    const { actor, store } = start(async () => 'tok-1');
    actor.send({ type: 'CHANGE', values: valid });
    actor.send({ type: 'SUBMIT', lookups });
    await waitFor(actor, (s) => s.status === 'done');
    const config = actor.getSnapshot().context.config;
    expect(config).toMatchObject({ fcmToken: 'tok-1', duration: 12, wasteTypes: [{ id: 3, name: 'Papier' }] });
    expect(store).toHaveBeenCalledWith({ config, editing: null });
  });

  it('names why a browser gives no token, and stores nothing', async () => {
    const { actor, store } = start(async () => {
      throw new PushUnavailableError('unsupported', 'kein Push');
    });
    actor.send({ type: 'CHANGE', values: valid });
    actor.send({ type: 'SUBMIT', lookups });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toBe('unsupported');
    expect(store).not.toHaveBeenCalled();
  });

  it('says "options" when a chosen option is no longer offered', async () => {
    const { actor, store } = start(async () => 'tok');
    actor.send({ type: 'CHANGE', values: valid });
    actor.send({ type: 'SUBMIT', lookups: { ...lookups, streets: [] } });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toBe('options');
    expect(store).not.toHaveBeenCalled();
  });

  it('calls any other failure "failed" and starts the next attempt without it', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new Error('kaputt');
      return 'tok';
    });
    actor.send({ type: 'CHANGE', values: valid });
    actor.send({ type: 'SUBMIT', lookups });
    await waitFor(actor, (s) => s.matches('editing') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem).toBe('failed');
    fail = false;
    actor.send({ type: 'SUBMIT', lookups });
    expect(actor.getSnapshot().context.problem).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });
});
