import { describe, expect, it } from 'vitest';
import { canCancel, canCreateClaim, type ActionCapabilities } from '../../../src/events/actions';
import {
  fromAbfuhrAuftrag, fromAuftrag, fromFahrAuftrag, fromReklamation, fromStueckgutAuftrag, sortEvents, type PortalEvent,
} from '../../../src/events/events';
import type { EventStatus } from '../../../src/events/status';
import { d, fullContext, noneContext } from './fixtures';

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
      title: { key: 'events.title.order.return', params: { wasteType: 'Restabfall', volume: 240 } },
      subtitle: 'CHIP-1', plannedDate: d(2026, 2, 1), recordedDate: d(2026, 1, 10), finishedDate: null,
      lastDate: d(2026, 2, 1), successorId: 6, predecessorId: null, cancellable: false,
    });
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
  const caps = (over: Partial<ActionCapabilities['features']> = {}): ActionCapabilities => ({
    features: { cancelContainerOrders: true, cancelDumpOrders: true, cancelPlannedDumpOrders: false, claims: true, ...over },
  });
  it.each<[string, string, EventStatus, ActionCapabilities, string[], boolean]>([
    ['container order recorded', 'Auftraege', 'recorded', caps(), [], true],
    ['container order planned', 'Auftraege', 'planned', caps(), [], false],
    ['container order done', 'Auftraege', 'done', caps(), [], false],
    ['container order without StorniereAuftrag', 'Auftraege', 'recorded', caps({ cancelContainerOrders: false }), [], false],
    ['dump order recorded with module', 'StueckgutAuftraege', 'recorded', caps(), ['dump'], true],
    ['dump order recorded without dump module', 'StueckgutAuftraege', 'recorded', caps(), ['claims'], false],
    ['dump order without StorniereStueckgutAuftrag', 'StueckgutAuftraege', 'recorded', caps({ cancelDumpOrders: false }), ['dump'], false],
    ['dump order planned without AllowsPlannedCancellation', 'StueckgutAuftraege', 'planned', caps(), ['dump'], false],
    ['dump order planned with AllowsPlannedCancellation', 'StueckgutAuftraege', 'planned', caps({ cancelPlannedDumpOrders: true }), ['dump'], true],
    ['dump order done with AllowsPlannedCancellation', 'StueckgutAuftraege', 'done', caps({ cancelPlannedDumpOrders: true }), ['dump'], false],
    ['dump order canceled', 'StueckgutAuftraege', 'canceled', caps({ cancelPlannedDumpOrders: true }), ['dump'], false],
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
    expect(canCreateClaim(dump, caps({ claims: false }), ['claims'])).toBe(false);
    expect(canCreateClaim({ kind: 'Auftraege', status: 'done' }, caps(), ['claims'])).toBe(false);
  });
});
