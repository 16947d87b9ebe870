/**
 * The real I/O of the cancel flow (StorniereAuftrag / StorniereStueckgutAuftrag,
 * then the reload). Thin on purpose: the rules live in cancel.machine.ts and are tested with fakes.
 * The calls go to the client given (the portal's API by default; tests give a fake).
 * Use: `cancelMachine.provide({ actors: createCancelActors(ctx) })`.
 */
import { fromPromise } from 'xstate';
import { filter } from '../../codegen/runtime/query';
import { api } from '../api/client';
import { gate, type ClientLike } from '../api/gate';
import type { EntityKey } from '../api/values';
import type { ActionContext } from './actions';
import { fromAuftrag, fromStueckgutAuftrag, type PortalEvent } from './events';
import type { CancelOrderInput, ReloadInput } from './cancel.machine';

const ORDER_EXPAND = ['ServiceArt', 'Abfallart', 'Volumen', 'NachfolgerObj', 'VorgaengerObj', 'GefaesseObj', 'Auftragsliste', 'Objekt'];
const DUMP_EXPAND = ['StueckgutAnzahlen/Stueckgut', 'StueckgutAuftragsart', 'Objekt'];

/** Thrown when the authority lacks the function or set; the machine reports it as a failed cancel. */
class UnavailableError extends Error {}

export function createCancelActors(ctx: ActionContext, client: ClientLike = api) {
  return {
    cancelOrder: fromPromise<void, CancelOrderInput>(async ({ input, signal }) => {
      if (input.kind === 'Auftraege') {
        const cancel = gate(client).fn('StorniereAuftrag');
        if (!cancel) throw new UnavailableError('StorniereAuftrag');
        // eMail is an optional parameter the stable interface does not list.
        const params: { auftraegeId: EntityKey; eMail?: string } = { auftraegeId: input.id, ...(input.email ? { eMail: input.email } : {}) };
        await cancel(params, { signal });
      } else if (input.kind === 'StueckgutAuftraege') {
        const cancel = gate(client).fn('StorniereStueckgutAuftrag');
        if (!cancel) throw new UnavailableError('StorniereStueckgutAuftrag');
        const params: { stueckgutAuftraegeId: EntityKey; eMail?: string } = {
          stueckgutAuftraegeId: input.id,
          ...(input.email ? { eMail: input.email } : {}),
        };
        await cancel(params, { signal });
      } else {
        throw new UnavailableError(input.kind);
      }
    }),
    reloadEvents: fromPromise<PortalEvent[], ReloadInput>(async ({ input, signal }) => {
      const orders = gate(client).set('Auftraege');
      const dumpOrders = gate(client).set('StueckgutAuftraege');
      if (input.kind === 'Auftraege' && orders) {
        const ids = [input.id, ...input.relatedIds].map((id) => filter.eq('AuftraegeId', id).text).join(' or ');
        const objectFilter = input.objectId !== null ? `Objekt/ObjekteId eq ${input.objectId} and ` : '';
        const rows = await orders.list({ $filter: `${objectFilter}(${ids})`, $expand: ORDER_EXPAND, signal });
        return rows.map((row) => fromAuftrag(row, ctx));
      }
      if (input.kind === 'StueckgutAuftraege' && dumpOrders) {
        const rows = await dumpOrders.list({ $filter: filter.eq('StueckgutAuftraegeId', input.id), $expand: DUMP_EXPAND, signal });
        return rows.map((row) => fromStueckgutAuftrag(row, ctx));
      }
      throw new UnavailableError(input.kind);
    }),
  };
}
