import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cancelMachine, emailError, emailMode, type CancelOrderInput, type ReloadInput } from '../../../src/events/cancel.machine';
import { fromAuftrag, fromStueckgutAuftrag, type PortalEvent } from '../../../src/events/events';
import { d, fullContext } from '../events/fixtures';

const order = fromAuftrag(
  { AuftraegeId: 5, Erstellungsdatum: d(2026, 1, 1), AuftragsStatus: 1, AuftragsAktion: 0, Objekt: { ObjekteId: 7 }, NachfolgerObj: { AuftraegeId: 6 }, VorgaengerObj: { AuftraegeId: 4 } },
  fullContext,
);
const dump = fromStueckgutAuftrag({ StueckgutAuftraegeId: 9, Erstellungsdatum: d(2026, 1, 1), Status: 1 }, fullContext);
const canceled = (e: PortalEvent): PortalEvent => ({ ...e, status: 'canceled', cancellable: false });

function start(event: PortalEvent, mode: 'none' | 'optional' | 'required', opts: { failCancel?: boolean; failReload?: boolean } = {}) {
  const cancels: CancelOrderInput[] = [];
  const reloads: ReloadInput[] = [];
  const actor = createActor(
    cancelMachine.provide({
      actors: {
        cancelOrder: fromPromise<void, CancelOrderInput>(async ({ input }) => {
          cancels.push(input);
          if (opts.failCancel) throw new Error('500');
        }),
        reloadEvents: fromPromise<PortalEvent[], ReloadInput>(async ({ input }) => {
          reloads.push(input);
          if (opts.failReload) throw new Error('offline');
          return [canceled(event), { ...order, id: 6, key: 'Auftraege:6', status: 'planned' }];
        }),
      },
    }),
    { input: { event, emailMode: mode } },
  );
  const emitted: PortalEvent[][] = [];
  actor.on('eventsReplaced', (e) => emitted.push(e.events));
  actor.start();
  return { actor, cancels, reloads, emitted };
}

describe('emailMode', () => {
  it('follows the eMail parameter of the cancel function', () => {
    expect(emailMode(undefined)).toBe('none');
    expect(emailMode({ parameters: [{ name: 'auftraegeId', type: 'Edm.Int32', nullable: false }] })).toBe('none');
    expect(emailMode({ parameters: [{ name: 'eMail', type: 'Edm.String', nullable: true }] })).toBe('optional');
    expect(emailMode({ parameters: [{ name: 'eMail', type: 'Edm.String', nullable: false }] })).toBe('required');
  });
  it('requires the address only when required, but always checks its format', () => {
    expect(emailError('required', '')).toBe('validation.not-empty');
    expect(emailError('optional', '')).toBeNull();
    expect(emailError('optional', 'nope')).toBe('validation.email');
    expect(emailError('none', 'nope')).toBeNull();
  });
});

describe('cancelMachine', () => {
  it('cancels a container order, reloads it with successor and predecessor and emits the replaced events', async () => {
    const { actor, cancels, reloads, emitted } = start(order, 'optional');
    actor.send({ type: 'CONFIRM' });
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(cancels).toEqual([{ kind: 'Auftraege', id: 5, email: null }]);
    expect(reloads).toEqual([{ kind: 'Auftraege', id: 5, objectId: 7, relatedIds: [6, 4] }]);
    expect(snap.output?.replaced.map((e) => [e.key, e.status])).toEqual([['Auftraege:5', 'canceled'], ['Auftraege:6', 'planned']]);
    expect(emitted).toHaveLength(1);
  });
  it('blocks confirming until a required e-mail is valid, then sends it trimmed', async () => {
    const { actor, cancels } = start(dump, 'required');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.showEmailError).toBe(true);
    actor.send({ type: 'INPUT', value: 'kaputt' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'INPUT', value: ' max@example.de ' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(cancels).toEqual([{ kind: 'StueckgutAuftraege', id: 9, email: 'max@example.de' }]);
  });
  it('rejects a malformed optional e-mail but accepts an empty one', () => {
    const { actor } = start(order, 'optional');
    actor.send({ type: 'INPUT', value: 'a@' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });
  it('shows events.confirmation.error when the cancel fails, keeps the input and allows a retry', async () => {
    const { actor, reloads } = start(dump, 'required', { failCancel: true });
    actor.send({ type: 'INPUT', value: 'max@example.de' });
    actor.send({ type: 'CONFIRM' });
    const snap = await waitFor(actor, (s) => s.matches('failed'));
    expect(snap.context.error).toBe('events.confirmation.error');
    expect(snap.context.email).toBe('max@example.de');
    expect(reloads).toEqual([]);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().status).toBe('done');
  });
  it('marks the order canceled locally when the reload fails after a successful cancel', async () => {
    const { actor } = start(order, 'none', { failReload: true });
    actor.send({ type: 'CONFIRM' });
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.output?.replaced).toEqual([canceled(order)]);
  });
});
