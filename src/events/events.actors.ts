/**
 * Loads the event history of one object (SPEC.md section 7 "event loading") through the typed
 * client; kinds whose set the authority lacks are skipped. A failing kind fails the load so the
 * store can retry, rather than silently showing half a history.
 * Use: `eventsMachine.provide({ actors: { loadEvents: createLoadEvents(ctx) } })`.
 */
import { fromPromise } from 'xstate';
import { api } from '../api/client';
import type { ActionContext } from './actions';
import { fromAuftrag, fromReklamation, fromStueckgutAuftrag, type PortalEvent } from './events';
import type { LoadEventsInput, LoadEventsOutput } from './events.machine';

export function createLoadEvents(ctx: ActionContext) {
  return fromPromise<LoadEventsOutput, LoadEventsInput>(async ({ input, signal }) => {
    const byObject = `Objekt/ObjekteId eq ${input.objectId}`;
    const parts: Promise<PortalEvent[]>[] = [];
    if (api.Auftraege) {
      parts.push(
        api.Auftraege.list({
          $filter: byObject,
          $expand: ['ServiceArt', 'Abfallart', 'Volumen', 'GefaesseObj', 'Auftragsliste', 'NachfolgerObj', 'VorgaengerObj', 'Objekt'],
          signal,
        }).then((rows) => rows.map((r) => fromAuftrag(r, ctx))),
      );
    }
    if (api.StueckgutAuftraege) {
      parts.push(
        api.StueckgutAuftraege.list({ $filter: byObject, $expand: ['StueckgutAuftragsart', 'StueckgutAnzahlen/Stueckgut', 'Objekt'], signal }).then((rows) =>
          rows.map((r) => fromStueckgutAuftrag(r, ctx)),
        ),
      );
    }
    if (api.Reklamationen) {
      parts.push(
        api.Reklamationen.list({ $filter: byObject, $expand: ['ReklamationsArt', 'Objekt'], signal }).then((rows) =>
          rows.map((r) => fromReklamation(r, ctx)),
        ),
      );
    }
    return { events: (await Promise.all(parts)).flat() };
  });
}
