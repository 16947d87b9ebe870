import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Transport } from '../../../codegen/runtime/contract';
import { createClient } from '../../../generated/client';
import { ExpiredError, HttpError } from '../../../src/api/errors';
import type { PortalClient } from '../../../src/api/portal-client';
import { allowedEventKinds, createLoadEvents, loadObjectEvents } from '../../../src/events/events.actors';
import { eventsMachine } from '../../../src/events/events.machine';
import { canCancel, canCreateClaim, type ActionCapabilities } from '../../../src/events/actions';
import {
  fromAbfuhrAuftrag, fromAuftrag, fromFahrAuftrag, fromReklamation, fromStueckgutAuftrag, sortEvents, type PortalEvent,
} from '../../../src/events/events';
import type { EventStatus } from '../../../src/events/status';
import { d, fullContext, gateWith, liveContext, noneContext, wireDate, type GateOptions } from './fixtures';

const auftrag = {
  AuftraegeId: 5,
  Erstellungsdatum: d(2026, 1, 10),
  Plandatum: d(2026, 2, 1),
  Istdatum: null,
  AuftragsStatus: 3,
  AuftragsAktion: 1,
  Volumen: { VolumenWert: 240 },
  Abfallart: { Name: 'Restabfall' },
  Objekt: { ObjekteId: 77 },
  NachfolgerObj: { AuftraegeId: 6 },
  VorgaengerObj: null,
  GefaesseObj: { ChipReferenzNr: 'CHIP-1' },
};

describe('mappers', () => {
  it('maps a container order with its derived status, action, icon, dates and links', () => {
    const e = fromAuftrag(auftrag, fullContext);
    expect(e).toMatchObject({
      kind: 'Auftraege', id: 5, key: 'Auftraege:5', objectId: 77, status: 'planned', action: 1, icon: 'return',
      title: { key: 'events.title.order.return', params: { wasteType: 'Restabfall', volume: '240' } },
      subtitle: 'CHIP-1', plannedDate: d(2026, 2, 1), recordedDate: d(2026, 1, 10), finishedDate: null,
      lastDate: d(2026, 2, 1), successorId: 6, predecessorId: null, cancellable: false,
    });
  });
  it('names the volume whatever Edm type the authority sends it as, and keeps a string key', () => {
    const volume = (VolumenWert: number | string) => fromAuftrag({ ...auftrag, Volumen: { VolumenWert } }, fullContext).title.params?.volume;
    expect([volume(1100), volume('240.00'), volume('240 l')]).toEqual(['1.100', '240', '240']);
    expect(fromReklamation({ ReklamationenId: 'R-7f3a', Status: 1 }, fullContext)).toMatchObject({ id: 'R-7f3a', key: 'Reklamationen:R-7f3a' });
  });
  it('takes the planned date from the order list when Plandatum is missing', () => {
    const e = fromAuftrag({ ...auftrag, Plandatum: null, Auftragsliste: { Termin: d(2026, 3, 3) } }, fullContext);
    expect(e.status).toBe('planned');
    expect(e.plannedDate).toEqual(d(2026, 3, 3));
  });
  it('treats an unknown action as delivery and service orders as service', () => {
    expect(fromAuftrag({ ...auftrag, AuftragsAktion: 9 }, fullContext).icon).toBe('delivery');
    const service = fromAuftrag({ ...auftrag, AuftragsAktion: 2, ServiceArt: { Bezeichnung: 'Reinigung' } }, fullContext);
    expect(service.title).toMatchObject({ key: 'events.title.order.service', params: { service: 'Reinigung' } });
  });
  it('maps a bulky-waste order with items as subtitle and NameInPortal before Name', () => {
    const e = fromStueckgutAuftrag(
      {
        StueckgutAuftraegeId: 9, Erstellungsdatum: d(2026, 1, 1), Anmeldedatum: d(2026, 1, 2), SollDatum: d(2026, 1, 20), Status: 1,
        StueckgutAuftragsart: { StueckgutAuftragsartenId: 1, Name: 'Sperrmüll', NameInPortal: 'Sperrmüllabholung' },
        StueckgutAnzahlen: { results: [{ Anzahl: 2, Stueckgut: { Name: 'Sofa' } }, { Anzahl: 1, Stueckgut: { Name: 'Schrank' } }] },
      },
      fullContext,
    );
    expect(e).toMatchObject({
      kind: 'StueckgutAuftraege', status: 'recorded', subtitle: '2 × Sofa, 1 × Schrank', recordedDate: d(2026, 1, 2),
      title: { params: { type: 'Sperrmüllabholung' } }, cancellable: true, claimable: true, icon: 'dump',
    });
  });
  it('maps claims, driving and collection orders', () => {
    const claim = fromReklamation({ ReklamationenId: 3, ErfasstAmDatum: d(2026, 4, 1), ReklamationsName: 'Tonne nicht geleert', ReklamationsArt: { Bezeichnung: 'Leerung' } }, fullContext);
    expect(claim).toMatchObject({ status: 'recorded', subtitle: 'Tonne nicht geleert', lastDate: d(2026, 4, 1), title: { key: 'events.title.claim', params: { type: 'Leerung' } } });
    const driving = fromFahrAuftrag({ FahrAuftraegeId: 4, Status: 3, Plandatum: d(2026, 5, 1), FahrAuftragsTour: { Datum: d(2026, 5, 2) } }, fullContext);
    expect(driving).toMatchObject({ kind: 'FahrAuftraege', status: 'planned', plannedDate: d(2026, 5, 2), cancellable: false });
    const collection = fromAbfuhrAuftrag({ AbfuhrAuftraegeId: 4, Status: 4, Istdatum: d(2026, 6, 1), SollAbfuhrTermin: { Termin: d(2026, 5, 30) } }, fullContext);
    expect(collection).toMatchObject({ key: 'AbfuhrAuftraege:4', status: 'done', finishedDate: d(2026, 6, 1), lastDate: d(2026, 6, 1) });
  });
  it('survives missing navigation properties', () => {
    const e = fromAuftrag({ AuftraegeId: 1, Erstellungsdatum: d(2026, 1, 1), AuftragsStatus: 1, AuftragsAktion: 0 }, noneContext);
    expect(e).toMatchObject({ objectId: null, subtitle: null, title: { params: { wasteType: '', volume: '' } } });
  });
});

describe('sortEvents', () => {
  it('puts the most recent date first and undated events last, stably', () => {
    const mk = (key: string, date: Date | null) => ({ key, lastDate: date }) as PortalEvent;
    const sorted = sortEvents([mk('a', d(2026, 1, 1)), mk('b', null), mk('c', d(2026, 3, 1)), mk('d', d(2026, 1, 1))]);
    expect(sorted.map((e) => e.key)).toEqual(['c', 'a', 'd', 'b']);
  });
});

describe('canCancel / canCreateClaim', () => {
  const caps = (options: GateOptions = {}): ActionCapabilities => gateWith({ plannedDumpCancel: false, ...options });
  it.each<[string, string, EventStatus, ActionCapabilities, string[], boolean]>([
    ['container order recorded', 'Auftraege', 'recorded', caps(), [], true],
    ['container order planned', 'Auftraege', 'planned', caps(), [], false],
    ['container order done', 'Auftraege', 'done', caps(), [], false],
    ['container order without StorniereAuftrag', 'Auftraege', 'recorded', caps({ without: ['StorniereAuftrag'] }), [], false],
    ['dump order recorded with module', 'StueckgutAuftraege', 'recorded', caps(), ['dump'], true],
    ['dump order recorded without dump module', 'StueckgutAuftraege', 'recorded', caps(), ['claims'], false],
    ['dump order without StorniereStueckgutAuftrag', 'StueckgutAuftraege', 'recorded', caps({ without: ['StorniereStueckgutAuftrag'] }), ['dump'], false],
    ['dump order planned without AllowsPlannedCancellation', 'StueckgutAuftraege', 'planned', caps(), ['dump'], false],
    ['dump order planned with AllowsPlannedCancellation', 'StueckgutAuftraege', 'planned', caps({ plannedDumpCancel: true }), ['dump'], true],
    ['dump order done with AllowsPlannedCancellation', 'StueckgutAuftraege', 'done', caps({ plannedDumpCancel: true }), ['dump'], false],
    ['dump order canceled', 'StueckgutAuftraege', 'canceled', caps({ plannedDumpCancel: true }), ['dump'], false],
    ['claim', 'Reklamationen', 'recorded', caps(), ['dump', 'claims'], false],
    ['driving order', 'FahrAuftraege', 'recorded', caps(), ['dump'], false],
    ['collection order', 'AbfuhrAuftraege', 'recorded', caps(), ['dump'], false],
  ])('%s', (_n, kind, status, capabilities, modules, expected) => {
    expect(canCancel({ kind, status }, capabilities, modules)).toBe(expected);
  });
  it('accepts a Set of modules', () => {
    expect(canCancel({ kind: 'StueckgutAuftraege', status: 'recorded' }, caps(), new Set(['dump']))).toBe(true);
  });
  it('offers a claim for a dump order only with the claims module and LegeReklamationAngemeldetAn', () => {
    const dump = { kind: 'StueckgutAuftraege', status: 'done' as const };
    expect(canCreateClaim(dump, caps(), ['claims'])).toBe(true);
    expect(canCreateClaim(dump, caps(), ['dump'])).toBe(false);
    expect(canCreateClaim(dump, caps({ without: ['LegeReklamationAngemeldetAn'] }), ['claims'])).toBe(false);
    expect(canCreateClaim({ kind: 'Auftraege', status: 'done' }, caps(), ['claims'])).toBe(false);
  });
});

describe('status of driving and collection orders', () => {
  type Row = [string, number, Date | null, Date | null, EventStatus];
  const table: Row[] = [
    ['status 1 is recorded', 1, d(2026, 5, 2), null, 'recorded'],
    ['status 3 with a planned date is planned', 3, d(2026, 5, 2), null, 'planned'],
    ['status 3 without a planned date is recorded', 3, null, null, 'recorded'],
    ['status 4 with a finished date is done', 4, d(2026, 5, 2), d(2026, 5, 2), 'done'],
    ['status 4 without a finished date is recorded', 4, d(2026, 5, 2), null, 'recorded'],
    ['status 6 is canceled', 6, d(2026, 5, 2), null, 'canceled'],
    ['status 7 is error', 7, d(2026, 5, 2), d(2026, 5, 2), 'error'],
    ['event code 17 is not a status', 17, null, null, 'unknown'],
  ];
  it.each(table)('driving order: %s', (_n, Status, planned, finished, expected) => {
    const e = fromFahrAuftrag({ FahrAuftraegeId: 1, Status, Istdatum: finished, FahrAuftragsTour: planned ? { Datum: planned } : null }, fullContext);
    expect(e.status).toBe(expected);
  });
  it.each(table)('collection order: %s', (_n, Status, planned, finished, expected) => {
    const e = fromAbfuhrAuftrag({ AbfuhrAuftraegeId: 1, Status, Istdatum: finished, SollAbfuhrTermin: planned ? { Termin: planned } : null }, fullContext);
    expect(e.status).toBe(expected);
  });
  it('falls back to Plandatum when the tour or collection date was not expanded', () => {
    expect(fromFahrAuftrag({ FahrAuftraegeId: 1, Status: 3, Plandatum: d(2026, 7, 1) }, fullContext)).toMatchObject({ status: 'planned', plannedDate: d(2026, 7, 1) });
    expect(fromAbfuhrAuftrag({ AbfuhrAuftraegeId: 1, Status: 3, Plandatum: d(2026, 7, 1) }, fullContext)).toMatchObject({ status: 'planned', plannedDate: d(2026, 7, 1) });
  });
});

describe('loadObjectEvents', () => {
  interface Pending { path: string; query: Record<string, unknown>; resolve(body: unknown): void; reject(error: unknown): void }
  /** A transport that holds every request until the test answers it: shows what went out, and when. */
  function heldTransport() {
    const pending: Pending[] = [];
    const transport: Transport = {
      request: (req) => new Promise((resolve, reject) => pending.push({ path: req.path, query: req.query, resolve, reject })),
    };
    return { pending, client: createClient(transport) as PortalClient };
  }
  const rows: Record<string, unknown[]> = {
    Auftraege: [{ AuftraegeId: 1, AuftragsStatus: 3, AuftragsAktion: 0, Plandatum: wireDate(2026, 3, 1), Erstellungsdatum: wireDate(2026, 2, 1) }],
    StueckgutAuftraege: [{ StueckgutAuftraegeId: 2, Status: 1, Erstellungsdatum: wireDate(2026, 2, 2), StueckgutAnzahlen: { results: [{ Anzahl: 1, Stueckgut: { Name: 'Sofa' } }] } }],
    Reklamationen: [{ ReklamationenId: 3, Status: 1, ErfasstAmDatum: wireDate(2026, 2, 3), ReklamationsArt: { ReklamationsArtenId: 1, Bezeichnung: 'Leerung' } }],
    FahrAuftraege: [{ FahrAuftraegeId: 4, Status: 4, Istdatum: null, FahrAuftragsTour: { FahrAuftragsTourenId: 9, Datum: wireDate(2026, 2, 4) } }],
    AbfuhrAuftraege: [{ AbfuhrAuftraegeId: 5, Status: 3, Plandatum: null, SollAbfuhrTermin: { AbfuhrtermineId: 8, Termin: wireDate(2026, 2, 5) } }],
  };
  const answerAll = (pending: Pending[], fail: Record<string, unknown> = {}) => {
    for (const p of pending) {
      if (p.path in fail) p.reject(fail[p.path]);
      else p.resolve({ d: rows[p.path] ?? [] });
    }
  };
  const allSets = ['Auftraege', 'StueckgutAuftraege', 'Reklamationen', 'FahrAuftraege', 'AbfuhrAuftraege', 'Objekte'];

  it('requests every kind the live metadata offers, all at once, filtered by object with the expansions the portal asks for', async () => {
    const { pending, client } = heldTransport();
    const loading = loadObjectEvents(7, liveContext(allSets, client));
    await Promise.resolve();
    // Nothing answered yet and all five requests are out: they run in parallel, not one after another.
    expect(pending.map((p) => p.path)).toEqual(['Auftraege', 'StueckgutAuftraege', 'Reklamationen', 'FahrAuftraege', 'AbfuhrAuftraege']);
    expect(new Set(pending.map((p) => p.query.$filter))).toEqual(new Set(['Objekt/ObjekteId eq 7']));
    expect(Object.fromEntries(pending.map((p) => [p.path, p.query.$expand]))).toEqual({
      Auftraege: 'ServiceArt,Abfallart,Volumen,GefaesseObj,Auftragsliste,NachfolgerObj,VorgaengerObj',
      StueckgutAuftraege: 'StueckgutAuftragsart,StueckgutAnzahlen/Stueckgut',
      Reklamationen: 'ReklamationsArt',
      FahrAuftraege: 'FahrAuftragsTour,FahrAuftragsAktion,GefaesstarifArtenObj,GefaesseObj',
      AbfuhrAuftraege: 'SollAbfuhrTermin,GefaesstarifArtenObj,GefaesseObj',
    });
    answerAll(pending);
    const { events, failedKinds } = await loading;
    expect(failedKinds).toEqual([]);
    expect(events.map((e) => [e.key, e.status, e.objectId])).toEqual([
      ['Auftraege:1', 'planned', 7],
      ['StueckgutAuftraege:2', 'recorded', 7],
      ['Reklamationen:3', 'recorded', 7],
      ['FahrAuftraege:4', 'recorded', 7], // status 4 without a finished date
      ['AbfuhrAuftraege:5', 'planned', 7], // planned date from the expanded collection date
    ]);
    // /Date(ms)/ is Berlin wall-clock: midnight of 5 February in Berlin is 23:00 UTC the day before.
    expect(events[4]?.plannedDate?.toISOString()).toBe('2026-02-04T23:00:00.000Z');
  });

  it('skips kinds whose set the live metadata lacks, even though the generated client has them', async () => {
    const { pending, client } = heldTransport();
    const loading = loadObjectEvents(7, liveContext(['Auftraege', 'Reklamationen'], client));
    await Promise.resolve();
    expect(pending.map((p) => p.path)).toEqual(['Auftraege', 'Reklamationen']);
    answerAll(pending);
    expect((await loading).events.map((e) => e.kind)).toEqual(['Auftraege', 'Reklamationen']);
  });

  it('asks the gate: a kind needs its set in the live metadata and in the generated client', () => {
    const { client } = heldTransport();
    expect(allowedEventKinds(liveContext(['Auftraege', 'StueckgutAuftraege', 'Reklamationen'], client).capabilities)).toEqual(['Auftraege', 'StueckgutAuftraege', 'Reklamationen']);
    expect(allowedEventKinds(liveContext(allSets, { Reklamationen: client.Reklamationen }).capabilities)).toEqual(['Reklamationen']);
    expect(allowedEventKinds(liveContext([], client).capabilities)).toEqual([]);
  });

  it('keeps the other kinds when one fails and names the failed one', async () => {
    const { pending, client } = heldTransport();
    const loading = loadObjectEvents(7, liveContext(allSets, client));
    await Promise.resolve();
    answerAll(pending, { FahrAuftraege: new HttpError(500, null, 'Interner Fehler') });
    const { events, failedKinds } = await loading;
    expect(failedKinds).toEqual(['FahrAuftraege']);
    expect(events.map((e) => e.kind)).toEqual(['Auftraege', 'StueckgutAuftraege', 'Reklamationen', 'AbfuhrAuftraege']);
  });

  it('fails the load when every kind fails, or when the session expired', async () => {
    const all = heldTransport();
    const failing = loadObjectEvents(7, liveContext(['Auftraege', 'Reklamationen'], all.client));
    await Promise.resolve();
    answerAll(all.pending, { Auftraege: new HttpError(500, null, 'a'), Reklamationen: new HttpError(502, null, 'b') });
    await expect(failing).rejects.toBeInstanceOf(HttpError);

    const expired = heldTransport();
    const gone = loadObjectEvents(7, liveContext(allSets, expired.client));
    await Promise.resolve();
    answerAll(expired.pending, { Reklamationen: new ExpiredError() });
    await expect(gone).rejects.toBeInstanceOf(ExpiredError);
  });

  it('runs as the store machine actor and hands the events to the store', async () => {
    const { pending, client } = heldTransport();
    const actor = createActor(eventsMachine.provide({ actors: { loadEvents: createLoadEvents(liveContext(['Auftraege', 'AbfuhrAuftraege'], client)) } })).start();
    actor.send({ type: 'LOAD', objectId: 7 });
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    answerAll(pending);
    await vi.waitFor(() => expect(actor.getSnapshot().context.status).toBe('loaded'));
    expect(actor.getSnapshot().context.events.map((e) => e.key)).toEqual(['Auftraege:1', 'AbfuhrAuftraege:5']);
    actor.stop();
  });
});
