/**
 * The statement download as a machine: the period starts as the shown year, a wrong period is
 * refused before any request, a download runs once and a failure is reported, with the download
 * itself a fake actor (no client, no module mock).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { form } from '../../../../generated/forms/KontoauszugHerunterladen';
import { statementMachine, statementProblems, type StatementRequest } from '../../../../src/modules/finances/statement.machine';

function start(download: (input: StatementRequest) => Promise<void>, reportError = vi.fn()) {
  const machine = statementMachine.provide({
    actors: { download: fromPromise<void, StatementRequest>(({ input }) => download(input)) },
    actions: { reportError },
  });
  const actor = createActor(machine, { input: { form, objectId: 7, year: 2025 } }).start();
  return { actor, reportError };
}

describe('statement machine', () => {
  it('starts with the shown year as the period of the object', () => {
    const { actor } = start(async () => undefined);
    expect(actor.getSnapshot().context.values).toEqual({ objekteId: 7, von: '2025-01-01', bis: '2025-12-31' });
    actor.send({ type: 'PERIOD', objectId: 8, year: 2024 });
    expect(actor.getSnapshot().context.values).toEqual({ objekteId: 8, von: '2024-01-01', bis: '2024-12-31' });
  });

  it('keeps the object whatever the form sends', () => {
    const { actor } = start(async () => undefined);
    actor.send({ type: 'CHANGE', values: { objekteId: 99, von: '2025-02-01', bis: '2025-03-01' } });
    expect(actor.getSnapshot().context.values).toEqual({ objekteId: 7, von: '2025-02-01', bis: '2025-03-01' });
  });

  it('refuses a period that ends before it starts, without a request', () => {
    const download = vi.fn(async () => undefined);
    const { actor } = start(download);
    actor.send({ type: 'CHANGE', values: { von: '2025-05-01', bis: '2025-04-01' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitted).toBe(true);
    expect(statementProblems(form, actor.getSnapshot().context.values)).toEqual({ bis: 'finances.periodOrder' });
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads the chosen period once and returns to the form', async () => {
    const download = vi.fn(async () => undefined);
    const { actor, reportError } = start(download);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('downloading');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(download).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledWith({ objectId: 7, von: '2025-01-01', bis: '2025-12-31' });
    expect(reportError).not.toHaveBeenCalled();
  });

  it('reports a failed download and lets the resident try again', async () => {
    const { actor, reportError } = start(async () => {
      throw new Error('kaputt');
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
