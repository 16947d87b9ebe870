import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { eventsMachine, type LoadEventsInput, type LoadEventsOutput } from '../../../src/events/events.machine';
import { fromAuftrag, fromReklamation, fromStueckgutAuftrag, type PortalEvent } from '../../../src/events/events';
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
  it('orders events by the date their status shows, so the visible dates run newest first', () => {
    // Recorded on 2 March with a wished pick-up on 30 March: it shows (and sorts by) 2 March.
    const recordedDump = fromStueckgutAuftrag({ StueckgutAuftraegeId: 1, Anmeldedatum: d(2026, 3, 2), SollDatum: d(2026, 3, 30), Status: 1 }, fullContext);
    const plannedOrder = fromAuftrag({ AuftraegeId: 2, Erstellungsdatum: d(2026, 1, 1), Plandatum: d(2026, 3, 10), AuftragsStatus: 3 }, fullContext);
    // Canceled: no date shown, placed by its last change.
    const canceledOrder = fromAuftrag({ AuftraegeId: 3, Erstellungsdatum: d(2026, 1, 5), Aenderungsdatum: d(2026, 3, 5), AuftragsStatus: 6 }, fullContext);
    let s = eventsReducer(initialEventsState, { type: 'load', objectId: 1 });
    s = eventsReducer(s, { type: 'loaded', objectId: 1, events: [recordedDump, canceledOrder, plannedOrder, claim(4, d(2026, 3, 1))] });
    expect(s.events.map((e) => e.key)).toEqual(['Auftraege:2', 'Auftraege:3', 'StueckgutAuftraege:1', 'Reklamationen:4']);
  });
  it('remembers the kinds that failed while others loaded, until the next complete load', () => {
    let s = eventsReducer(initialEventsState, { type: 'load', objectId: 1 });
    s = eventsReducer(s, { type: 'loaded', objectId: 1, events: [claim(1, d(2026, 1, 1))], failedKinds: ['FahrAuftraege'] });
    expect(s).toMatchObject({ status: 'loaded', failedKinds: ['FahrAuftraege'] });
    expect(s.events).toHaveLength(1);
    s = eventsReducer(s, { type: 'load', objectId: 1 });
    s = eventsReducer(s, { type: 'loaded', objectId: 1, events: [claim(1, d(2026, 1, 1))] });
    expect(s.failedKinds).toEqual([]);
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
  it('reloads the current object on request and keeps showing its events meanwhile', async () => {
    let round = 0;
    let release: () => void = () => {};
    const actor = createActor(
      eventsMachine.provide({
        actors: {
          loadEvents: fromPromise<LoadEventsOutput, LoadEventsInput>(async ({ input }) => {
            round += 1;
            if (round === 2) await new Promise<void>((resolve) => (release = resolve));
            return { events: [claim(input.objectId * 10 + round, d(2026, 1, round))] };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().context.status).toBe('empty'); // nothing to reload before a LOAD
    actor.send({ type: 'LOAD', objectId: 1 });
    await waitFor(actor, (s) => s.context.status === 'loaded');
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().context).toMatchObject({ objectId: 1, status: 'loading' });
    expect(actor.getSnapshot().context.events.map((e) => e.id)).toEqual([11]);
    release();
    await waitFor(actor, (s) => s.context.status === 'loaded');
    expect(actor.getSnapshot().context.events.map((e) => e.id)).toEqual([12]);
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
