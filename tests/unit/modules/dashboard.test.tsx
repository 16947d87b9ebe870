// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toBerlinDay } from '../../../codegen/runtime/dates';
import DashboardPage from '../../../src/modules/dashboard/DashboardPage';
import { loadObjectEvents } from '../../../src/events/events.actors';
import { gate } from '../../../src/api/gate';
import { sortEvents, type PortalEvent } from '../../../src/events/events';
import { isOpen } from '../../../src/modules/dashboard/queries';
import { initialEventsState, type EventsState } from '../../../src/events/store';
import { collection, renderWithPortal } from '../dialogs/harness';

const DAY = 86_400_000;
/** Berlin day `offset` days from now, as the wire sends an Edm.DateTime (wall-clock as if UTC). */
const day = (offset: number) => toBerlinDay(new Date(Date.now() + offset * DAY));
const wire = (d: string) => `/Date(${Date.parse(`${d}T00:00:00Z`)})/`;
const german = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;

const plan = (name: string, farbe: string) => ({ Abfuhrplan: { AbfuhrplaeneId: 1, Jahr: 2026, GefaesstarifArt: { GefaesstarifArtenId: 1, Bezeichnung: `${name} 120 l`, Abfallart: { AbfallartenId: 1, Name: name, Farbe: farbe } } } });
const dates = [
  { AbfuhrtermineId: 1, Termin: wire(day(-2)), IstVerschoben: false, Hinweis: null, ...plan('Restmüll', '#5f6b73') },
  ...[1, 3, 5, 8, 10, 12, 15].map((offset, i) => ({
    AbfuhrtermineId: 10 + i, Termin: wire(day(offset)), IstVerschoben: false, Hinweis: null, ...(i % 2 ? plan('Papier', '#1e63b5') : plan('Gelbe Tonne', '#ffd500')),
  })),
];

const requests: string[] = [];
const server = setupServer(
  http.get('*/api/Objekte', () =>
    HttpResponse.json(
      collection([
        {
          ObjekteId: 7, HausNr: 12, HausNrZus: 'a', ObjektNr: 'OBJ-0007', Kassenzeichen: '4711-0815', IsGrossWohnanlage: false,
          Objekttyp: { Name: 'Einfamilienhaus' }, EigentuemerAdressenObj: { AdressenId: 8, Vorname: 'Erika', Name: 'Muster' },
          Strasse: { StrassenId: 11, Name: 'Hauptstraße', Plz: '35390', OrtsteilName: null, Ort: { OrteId: 3, Ortsname: 'Gießen' } },
        },
      ]),
    ),
  ),
  http.get('*/api/AbfuhrtermineAbJahr', ({ request }) => {
    requests.push(request.url);
    return HttpResponse.json(collection(dates));
  }),
  http.get('*/api/Auftraege', () => HttpResponse.json(collection([]))),
  http.get('*/api/StueckgutAuftraege', () => HttpResponse.json(collection([]))),
  http.get('*/api/FahrAuftraege', () => HttpResponse.json(collection([]))),
  http.get('*/api/AbfuhrAuftraege', () => HttpResponse.json(collection([]))),
  http.get('*/api/Reklamationen', () =>
    HttpResponse.json(
      collection([
        { ReklamationenId: 5, ErfasstAmDatum: wire(day(-1)), ReklamationsName: null, Kurzbeschreibung: null, ReklamationsZuordnungsTyp: 1, Status: 1, ReklamationsArt: { ReklamationsArtenId: 2, Bezeichnung: 'Tonne nicht geleert' }, Objekt: { ObjekteId: 7 } },
        { ReklamationenId: 6, ErfasstAmDatum: wire(day(-30)), ReklamationsName: null, Kurzbeschreibung: null, ReklamationsZuordnungsTyp: 1, Status: 4, ReklamationsArt: { ReklamationsArtenId: 2, Bezeichnung: 'Deckel defekt' }, Objekt: { ObjekteId: 7 } },
      ]),
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

describe('DashboardPage', () => {
  it("shows the object's master data, its street's next five collection dates and the open claims", async () => {
    // The app hands the page its events store's state; the store loads with the same loader.
    const loaded = await loadObjectEvents(7, { capabilities: gate(), modules: ['claims'] });
    const events: EventsState = { ...initialEventsState, objectId: 7, status: 'loaded', events: sortEvents(loaded.events) };
    renderWithPortal(
      <DashboardPage objectId={7} availableModules={['dashboard', 'calendar', 'claims']} moduleHref={(m) => `/objects/7/${m}`} onNavigate={() => {}} events={events} />,
    );
    expect(await screen.findByText('OBJ-0007')).toBeTruthy();
    screen.getByText('Hauptstraße 12a, 35390 Gießen');
    screen.getByText('Einfamilienhaus');
    screen.getByText('Erika Muster');

    const rows = await screen.findAllByTestId('next-date');
    expect(rows).toHaveLength(5);
    // Soonest first, the past date left out.
    expect(rows.map((r) => r.textContent?.match(/\d{2}\.\d{2}\.\d{4}/)?.[0])).toEqual([1, 3, 5, 8, 10].map((o) => german(day(o))));
    within(rows[0] as HTMLElement).getByText('Gelbe Tonne');
    within(rows[1] as HTMLElement).getByText('Papier');
    expect(requests[0]).toMatch(/orteId=3&strassenId=11&jahr=\d{4}/);

    // Recorded claim is open; the done one is not.
    expect(await screen.findByText('Reklamation: Tonne nicht geleert')).toBeTruthy();
    expect(screen.queryByText('Reklamation: Deckel defekt')).toBeNull();
    expect(screen.getByRole('link', { name: 'Zum Abfuhrkalender' }).getAttribute('href')).toBe('/objects/7/calendar');
  });
});

// Open is what the resident waits for, and the rest of the list is one click away.
describe('open items', () => {
  const event = (kind: PortalEvent['kind'], status: PortalEvent['status']) => ({ kind, status }) as PortalEvent;
  it('leaves routine emptyings and driving orders out', () => {
    expect(isOpen(event('AbfuhrAuftraege', 'planned'))).toBe(false);
    expect(isOpen(event('FahrAuftraege', 'recorded'))).toBe(false);
    expect(isOpen(event('Auftraege', 'recorded'))).toBe(true);
    expect(isOpen(event('StueckgutAuftraege', 'planned'))).toBe(true);
    expect(isOpen(event('Reklamationen', 'recorded'))).toBe(true);
    expect(isOpen(event('Reklamationen', 'done'))).toBe(false);
  });

  it('links to the whole history', async () => {
    const events: EventsState = { ...initialEventsState, objectId: 7, status: 'loaded', events: [] };
    renderWithPortal(
      <DashboardPage objectId={7} availableModules={['dashboard']} moduleHref={(m) => `/objects/7/${m}`} onNavigate={() => {}} events={events} />,
    );
    expect((await screen.findByRole('link', { name: 'Zum Verlauf' })).getAttribute('href')).toBe('/objects/7/history');
  });
});
