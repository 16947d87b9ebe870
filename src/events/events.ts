/**
 * The normalised event of the event history and the
 * mappers from the OData entity shapes. Pure; the cancel/claim flags come from `canCancel` and
 * `canCreateClaim` so the list never offers an action the backend cannot perform.
 */
import type { AbfuhrAuftragEntity, AuftragEntity, FahrAuftragEntity, ReklamationEntity, StueckgutAuftragEntity } from './entities';
import { manyOf } from './entities';
import { directStatus, orderStatus, type EventStatus } from './status';
import { canCancel, canCreateClaim, type ActionContext } from './actions';
import { formatLitres, parseDecimal, type EntityKey } from '../api/values';
import { positionText } from '../../codegen/runtime/quantity';
import { orderPayment, type OrderPayment } from './payment';

export type EventKind = 'Auftraege' | 'StueckgutAuftraege' | 'Reklamationen' | 'FahrAuftraege' | 'AbfuhrAuftraege';

/** AuftragsAktion of a container order. */
const OrderAction = { Delivery: 0, Return: 1, Service: 2 } as const;
export type OrderActionCode = (typeof OrderAction)[keyof typeof OrderAction];

export type EventIcon = 'delivery' | 'return' | 'service' | 'dump' | 'claim' | 'driving' | 'collection';

export interface PortalEvent {
  kind: EventKind;
  /** The row's key as the authority sends it (a number or a string key). */
  id: EntityKey;
  /** `${kind}:${id}`: unique across kinds, used as list key and for replacing. */
  key: string;
  objectId: number | null;
  status: EventStatus;
  /** i18n key + params for the title (params are data, never translated). */
  title: { key: string; params: Record<string, string | number> };
  subtitle: string | null;
  /**
   * The date the list sorts by, descending: the date its status text shows (recorded, planned or
   * done on), else the most recent of its dates (a cancel or error is dated by its last change).
   * Sorting by the shown date keeps the visible dates in order instead of jumping around.
   */
  lastDate: Date | null;
  plannedDate: Date | null;
  finishedDate: Date | null;
  recordedDate: Date | null;
  icon: EventIcon;
  /** Container orders only. */
  action: OrderActionCode | null;
  /** Container orders: linked orders to reload after a cancel. */
  successorId: number | null;
  predecessorId: number | null;
  cancellable: boolean;
  /** A claim may be filed for this (bulky-waste) order. */
  claimable: boolean;
  /** Bulky-waste orders paid online: waiting, paid or refund due (the cancel dialog and the row say what happens to the money). */
  payment?: OrderPayment | null;
}

type Draft = Omit<PortalEvent, 'key' | 'lastDate' | 'cancellable' | 'claimable'>;

const valid = (d: Date | null | undefined): Date | null => (d instanceof Date && !Number.isNaN(d.getTime()) ? d : null);

function latest(...dates: (Date | null | undefined)[]): Date | null {
  let best: Date | null = null;
  for (const candidate of dates) {
    const d = valid(candidate);
    if (d && (!best || d.getTime() > best.getTime())) best = d;
  }
  return best;
}

function shownDate(draft: Draft): Date | null {
  switch (draft.status) {
    case 'recorded':
      return draft.recordedDate;
    case 'planned':
      return draft.plannedDate;
    case 'done':
      return draft.finishedDate;
    default:
      return null;
  }
}

function finish(draft: Draft, ctx: ActionContext, extraDate?: Date | null): PortalEvent {
  // One literal with every field in a fixed order: all events share one hidden class, which keeps
  // sorting and filtering 10,000 of them fast (a spread produced slow dictionary-like objects).
  return {
    kind: draft.kind,
    id: draft.id,
    key: `${draft.kind}:${draft.id}`,
    objectId: draft.objectId,
    status: draft.status,
    title: draft.title,
    subtitle: draft.subtitle,
    lastDate: shownDate(draft) ?? latest(draft.recordedDate, draft.plannedDate, draft.finishedDate, extraDate),
    plannedDate: draft.plannedDate,
    finishedDate: draft.finishedDate,
    recordedDate: draft.recordedDate,
    icon: draft.icon,
    action: draft.action,
    successorId: draft.successorId,
    predecessorId: draft.predecessorId,
    cancellable: canCancel(draft, ctx.capabilities, ctx.modules),
    claimable: canCreateClaim(draft, ctx.capabilities, ctx.modules),
    payment: draft.payment,
  };
}

const text = (value: string | null | undefined): string => value?.trim() ?? '';

function orderAction(code: number): OrderActionCode {
  return code === OrderAction.Return ? OrderAction.Return : code === OrderAction.Service ? OrderAction.Service : OrderAction.Delivery;
}
const actionName = { 0: 'delivery', 1: 'return', 2: 'service' } as const;

export function fromAuftrag(e: AuftragEntity, ctx: ActionContext): PortalEvent {
  const plannedDate = valid(e.Plandatum) ?? valid(e.Auftragsliste?.Termin);
  const finishedDate = valid(e.Istdatum);
  const action = orderAction(e.AuftragsAktion ?? 0);
  return finish(
    {
      kind: 'Auftraege',
      id: e.AuftraegeId,
      objectId: e.Objekt?.ObjekteId ?? null,
      status: orderStatus({ status: e.AuftragsStatus ?? 0, plannedDate, finishedDate }),
      title: {
        key: `events.title.order.${actionName[action]}`,
        params: { wasteType: text(e.Abfallart?.Name), volume: formatLitres(e.Volumen?.VolumenWert), service: text(e.ServiceArt?.Bezeichnung) },
      },
      subtitle: text(e.GefaesseObj?.ChipReferenzNr) || null,
      plannedDate,
      finishedDate,
      recordedDate: valid(e.Erstellungsdatum),
      icon: actionName[action],
      action,
      successorId: e.NachfolgerObj?.AuftraegeId ?? null,
      predecessorId: e.VorgaengerObj?.AuftraegeId ?? null,
    },
    ctx,
    e.Aenderungsdatum,
  );
}

/** "2 × Sofa, 1 × Schrank": the items of a bulky-waste order, as the subtitle. */
function dumpItems(e: StueckgutAuftragEntity): string {
  return manyOf(e.StueckgutAnzahlen)
    .filter((item) => item.Stueckgut)
    .map((item) => positionText(parseDecimal(item.Anzahl) ?? 0, item.Stueckgut?.Einheit, text(item.Stueckgut?.Name)))
    .join(', ');
}

export function fromStueckgutAuftrag(e: StueckgutAuftragEntity, ctx: ActionContext): PortalEvent {
  const type = e.StueckgutAuftragsart;
  return finish(
    {
      kind: 'StueckgutAuftraege',
      id: e.StueckgutAuftraegeId,
      objectId: e.Objekt?.ObjekteId ?? null,
      status: directStatus(e.Status ?? 0),
      title: { key: 'events.title.dump', params: { type: text(type?.NameInPortal) || text(type?.Name) } },
      subtitle: dumpItems(e) || null,
      plannedDate: valid(e.SollDatum),
      finishedDate: valid(e.IstDatum),
      recordedDate: valid(e.Anmeldedatum) ?? valid(e.Erstellungsdatum),
      icon: 'dump',
      action: null,
      successorId: null,
      predecessorId: null,
      payment: orderPayment(e),
    },
    ctx,
    e.Aenderungsdatum,
  );
}

export function fromReklamation(e: ReklamationEntity, ctx: ActionContext): PortalEvent {
  return finish(
    {
      kind: 'Reklamationen',
      id: e.ReklamationenId,
      objectId: e.Objekt?.ObjekteId ?? null,
      // A claim without a status is freshly filed: recorded.
      status: directStatus(e.Status ?? 1),
      // ReklamationOderAnfrage 1 is a request: named as such.
      title: {
        key: e.ReklamationsArt?.ReklamationOderAnfrage === 1 ? 'events.title.request' : 'events.title.claim',
        params: { type: text(e.ReklamationsArt?.Bezeichnung) },
      },
      subtitle: text(e.ReklamationsName) || null,
      plannedDate: null,
      finishedDate: null,
      recordedDate: valid(e.ErfasstAmDatum),
      icon: 'claim',
      action: null,
      successorId: null,
      predecessorId: null,
    },
    ctx,
  );
}

/**
 * Driving and collection orders are work orders like Auftraege: the order status rule (docs/behaviour.md, "Statuses")
 * applies (planned without a date, or done without one, still reads as recorded). Only bulky-waste
 * orders and claims use their code directly.
 */
export function fromFahrAuftrag(e: FahrAuftragEntity, ctx: ActionContext): PortalEvent {
  const plannedDate = valid(e.FahrAuftragsTour?.Datum) ?? valid(e.Plandatum);
  const finishedDate = valid(e.Istdatum);
  return finish(
    {
      kind: 'FahrAuftraege',
      id: e.FahrAuftraegeId,
      objectId: e.Objekt?.ObjekteId ?? null,
      status: orderStatus({ status: e.Status ?? 0, plannedDate, finishedDate }),
      title: {
        key: 'events.title.driving',
        params: { tariff: text(e.GefaesstarifArtenObj?.Bezeichnung), action: text(e.FahrAuftragsAktion?.Bezeichnung) },
      },
      subtitle: text(e.GefaesseObj?.ChipReferenzNr) || null,
      plannedDate,
      finishedDate,
      recordedDate: null,
      icon: 'driving',
      action: null,
      successorId: null,
      predecessorId: null,
    },
    ctx,
  );
}

export function fromAbfuhrAuftrag(e: AbfuhrAuftragEntity, ctx: ActionContext): PortalEvent {
  const plannedDate = valid(e.SollAbfuhrTermin?.Termin) ?? valid(e.Plandatum);
  const finishedDate = valid(e.Istdatum);
  return finish(
    {
      kind: 'AbfuhrAuftraege',
      id: e.AbfuhrAuftraegeId,
      objectId: e.Objekt?.ObjekteId ?? null,
      status: orderStatus({ status: e.Status ?? 0, plannedDate, finishedDate }),
      title: { key: 'events.title.collection', params: { tariff: text(e.GefaesstarifArtenObj?.Bezeichnung) } },
      subtitle: text(e.GefaesseObj?.ChipReferenzNr) || null,
      plannedDate,
      finishedDate,
      recordedDate: null,
      icon: 'collection',
      action: null,
      successorId: null,
      predecessorId: null,
    },
    ctx,
  );
}

/** Most recent first; events without any date last; ties broken by key so the order is stable. */
function compareEvents(a: PortalEvent, b: PortalEvent): number {
  const ta = a.lastDate?.getTime() ?? Number.NEGATIVE_INFINITY;
  const tb = b.lastDate?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (ta !== tb) return tb > ta ? 1 : -1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

export function sortEvents(events: readonly PortalEvent[]): PortalEvent[] {
  // Read each date once instead of twice per comparison: 10,000 events sort several times faster.
  const keyed = events.map((event) => ({ time: event.lastDate?.getTime() ?? Number.NEGATIVE_INFINITY, key: event.key, event }));
  keyed.sort((a, b) => (a.time !== b.time ? (b.time > a.time ? 1 : -1) : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map((k) => k.event);
}

/** Index at which `event` belongs in a list sorted by `compareEvents` (binary search). */
export function sortedIndex(sorted: readonly PortalEvent[], event: PortalEvent): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareEvents(sorted[mid] as PortalEvent, event) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}
