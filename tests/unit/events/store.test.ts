import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { eventsMachine, type LoadEventsInput, type LoadEventsOutput } from '../../../src/events/events.machine';
import { fromReklamation, type PortalEvent } from '../../../src/events/events';
import { eventsReducer, initialEventsState, needsLoad } from '../../../src/events/store';
import { d, fullContext } from './fixtures';

const claim = (id: number, date: Date, name = 'x'): PortalEvent =>
  fromReklamation({ ReklamationenId: id, ErfasstAmDatum: date, ReklamationsName: name }, fullContext);

describe('eventsReducer', () => {
  it('loads per object, ignores late answers for another object, and clears', () => {
    let s = eventsReducer(initialEventsState, { type: 'load', objectId: 1 });
    expect(needsLoad(s, 1)).toBe(false);
    s = eventsReducer(s, { type: 'load', objectId: 2 });
    s = eventsReducer(s, { type: 'loaded', objectId: 1, events: [claim(1, d(2026, 1, 1))] });
    expect(s).toMatchObject({ objectId: 2, status: 'loading', events: [] });
    s = eventsReducer(s, { type: 'loaded', objectId: 2, events: [claim(1, d(2026, 1, 1)), claim(2, d(2026, 2, 1))] });
    expect(s.events.map((e) => e.id)).toEqual([2, 1]);
    expect(needsLoad(s, 2)).toBe(false);
    expect(needsLoad(s, 3)).toBe(true);
    expect(eventsReducer(s, { type: 'clear' })).toEqual(initialEventsState);
  });
  it('adds new events and replaces existing ones by kind and id, keeping the order', () => {
    let s = eventsReducer(initialEventsState, { type: 'load', objectId: 1 });
    s = eventsReducer(s, { type: 'loaded', objectId: 1, events: [claim(1, d(2026, 1, 1), 'alt'), claim(2, d(2026, 2, 1))] });
    s = eventsReducer(s, { type: 'upsert', events: [claim(1, d(2026, 3, 1), 'neu'), claim(3, d(2025, 1, 1))] });
    expect(s.events.map((e) => [e.id, e.subtitle])).toEqual([[1, 'neu'], [2, 'x'], [3, 'x']]);
  });
  it('marks a failed load so that it is retried', () => {
    let s = eventsReducer(initialEventsState, { type: 'load', objectId: 1 });
    s = eventsReducer(s, { type: 'failed', objectId: 1 });
    expect(needsLoad(s, 1)).toBe(true);
  });
});

describe('eventsMachine', () => {
  it('loads once per object id and keeps upserts', async () => {
    const calls: number[] = [];
    const actor = createActor(
      eventsMachine.provide({
        actors: {
          loadEvents: fromPromise<LoadEventsOutput, LoadEventsInput>(async ({ input }) => {
            calls.push(input.objectId);
            return { events: [claim(input.objectId * 10, d(2026, 1, 1))] };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'LOAD', objectId: 1 });
    await waitFor(actor, (s) => s.context.status === 'loaded');
    actor.send({ type: 'LOAD', objectId: 1 });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'UPSERT', events: [claim(99, d(2026, 5, 1))] });
    expect(actor.getSnapshot().context.events.map((e) => e.id)).toEqual([99, 10]);
    actor.send({ type: 'LOAD', objectId: 2 });
    await waitFor(actor, (s) => s.context.status === 'loaded' && s.context.objectId === 2);
    expect(actor.getSnapshot().context.events.map((e) => e.id)).toEqual([20]);
    expect(calls).toEqual([1, 2]);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.events).toEqual([]);
  });
  it('records a failure and loads again on the next request', async () => {
    let fail = true;
    const actor = createActor(
      eventsMachine.provide({
        actors: {
          loadEvents: fromPromise<LoadEventsOutput, LoadEventsInput>(async () => {
            if (fail) throw new Error('offline');
            return { events: [] };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'LOAD', objectId: 1 });
    await waitFor(actor, (s) => s.context.status === 'failed');
    fail = false;
    actor.send({ type: 'LOAD', objectId: 1 });
    await waitFor(actor, (s) => s.context.status === 'loaded');
  });
});
