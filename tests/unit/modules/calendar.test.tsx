// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toBerlinDay } from '../../../codegen/runtime/dates';
import CalendarPage from '../../../src/modules/calendar/CalendarPage';
import { CalendarView } from '../../../src/modules/calendar/CalendarView';
import type { CollectionDate } from '../../../src/modules/calendar/queries';
import { collection, renderWithPortal } from '../dialogs/harness';

const today = toBerlinDay(new Date());
const wire = (d: string) => `/Date(${Date.parse(`${d}T00:00:00Z`)})/`;
const shift = (d: string, days: number) => toBerlinDay(new Date(Date.parse(`${d}T12:00:00Z`) + days * 86_400_000));
const plan = (name: string, farbe: string) => ({ Abfuhrplan: { GefaesstarifArt: { Bezeichnung: name, Abfallart: { Name: name, Farbe: farbe } } } });

const streetCalls: string[] = [];
const server = setupServer(
  http.get('*/api/OrteMitOrtsteilen', () =>
    HttpResponse.json(collection([{ Schluessel: '3', OrteId: 3, Ortsname: 'Lindenau', Ortsteilname: null }, { Schluessel: '3-1', OrteId: 3, Ortsname: 'Lindenau', Ortsteilname: 'Oberlinden' }])),
  ),
  http.get('*/api/Strassen', ({ request }) => {
    streetCalls.push(new URL(request.url).searchParams.get('$filter') ?? '');
    return HttpResponse.json(collection([{ StrassenId: 26, Name: 'Ahornweg', Plz: '35411', OrtsteilName: 'Oberlinden' }]));
  }),
  http.get('*/api/AbfuhrtermineAbJahr', () =>
    HttpResponse.json(
      collection([
        { AbfuhrtermineId: 1, Termin: wire(today), IstVerschoben: false, Hinweis: null, ...plan('Restmüll', '#5f6b73') },
        { AbfuhrtermineId: 2, Termin: wire(shift(today, 40)), IstVerschoben: true, Hinweis: null, ...plan('Papier', '#1e63b5') },
        { AbfuhrtermineId: 3, Termin: wire(shift(today, 41)), IstVerschoben: false, Hinweis: null, ...plan('Restmüll', '#5f6b73') },
      ]),
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

describe('CalendarPage (general)', () => {
  it('asks for town and street, then shows dates by German month with today highlighted and a waste-type filter', async () => {
    renderWithPortal(<CalendarPage objectId={null} />);
    screen.getByText('Wählen Sie Ort und Straße, um die Abfuhrtermine zu sehen.');

    await userEvent.click(await screen.findByLabelText('Ort', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lindenau – Oberlinden' }));
    await waitFor(() => expect(streetCalls).toEqual(["(Ort/OrteId eq 3) and (OrtsteilName eq 'Oberlinden')"]));
    const street = screen.getByLabelText('Straße', { selector: 'input' }) as HTMLInputElement;
    await waitFor(() => expect(street.disabled).toBe(false));
    await userEvent.click(street);
    await userEvent.click(await screen.findByRole('option', { name: 'Ahornweg (35411 Oberlinden)' }));

    const months = await screen.findAllByRole('heading', { level: 3 });
    expect(months[0]?.textContent).toMatch(/^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/);
    const current = document.querySelector('[aria-current="date"]') as HTMLElement;
    within(current).getByText('Heute');
    within(current).getByText('Restmüll');
    screen.getByText('verschoben');

    // Hiding Restmüll leaves only the Papier date.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Restmüll' }));
    await waitFor(() => expect(document.querySelector('[aria-current="date"]')).toBeNull());
    expect(screen.getAllByText('Papier').length).toBeGreaterThan(1);
    expect(screen.getAllByText('Restmüll')).toHaveLength(1);
  });
});

describe('CalendarView', () => {
  const at = (day: string, wasteType: string, wasteTypeId: number, extra: Partial<CollectionDate> = {}): CollectionDate => ({
    id: Math.random(), date: new Date(`${day}T00:00:00Z`), day, wasteType, wasteTypeId, color: '#1e63b5', postponed: false, note: null, ...extra,
  });
  const dates = [
    at('2026-11-24', 'Restmüll', 1),
    at('2026-11-24', 'Papier', 3),
    at('2026-12-28', 'Restmüll', 1, { postponed: true, note: 'Verschoben wegen 2. Weihnachtstag (Sa, 26.12.)' }),
    at('2027-01-05', 'Papier', 3),
  ];
  const street = { townId: 2, streetId: 14, houseNumber: '12' };

  it('shows the next date per waste type, one row per day with all its types, and marks holiday shifts', async () => {
    renderWithPortal(<CalendarView dates={dates} street={street} now={new Date('2026-11-24T09:00:00Z')} />);
    const next = screen.getByRole('heading', { level: 2, name: 'Nächste Abfuhr' }).closest('section') as HTMLElement;
    expect(within(next).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['PapierheuteDienstag, 24.11.2026', 'RestmüllheuteDienstag, 24.11.2026']);
    const today = document.querySelector('[aria-current="date"]') as HTMLElement;
    within(today).getByText('Restmüll');
    within(today).getByText('Papier');
    const shifted = document.querySelector('[data-postponed]') as HTMLElement;
    expect(shifted.textContent).toContain('Montag, 28.12.');
    within(shifted).getByText('verschoben');
    within(shifted).getByText('Verschoben wegen 2. Weihnachtstag (Sa, 26.12.)');

    // Hiding Restmüll moves its next date out and the exports follow the filter.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Restmüll' }));
    expect(within(next).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Drucken / PDF' }));
    const half = await screen.findByRole('menuitem', { name: '2. Halbjahr 2027' });
    expect(half.getAttribute('href')).toBe("/api/KalenderDruck/$value?orteId=2&strassenId=14&hausNr='12'&abfallarten='3'&jahr=2027&halbjahr=2");
  });

  it('subscribes with the chosen waste types and the evening-before alarm', async () => {
    renderWithPortal(<CalendarView dates={dates} street={street} now={new Date('2026-11-24T09:00:00Z')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kalender abonnieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abfuhrkalender abonnieren' });
    const webcal = within(dialog).getByLabelText('Adresse für Kalender-Apps (webcal)') as HTMLInputElement;
    expect(webcal.value).toBe(`webcal://${window.location.host}/api/KalenderAbo/$value?orteId=2&strassenId=14&hausNr=%2712%27&erinnerung=true`);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Papier' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Erinnerung am Vorabend um 18 Uhr' }));
    const https = within(dialog).getByRole('textbox', { name: 'Alternative Adresse (https), z. B. für Google Kalender' }) as HTMLInputElement;
    expect(https.value).toBe(`${window.location.origin}/api/KalenderAbo/$value?orteId=2&strassenId=14&hausNr=%2712%27&abfallarten=%271%27`);
    expect(within(dialog).getByRole('link', { name: 'In Kalender-App öffnen' }).getAttribute('href')).toBe(`webcal://${window.location.host}/api/KalenderAbo/$value?orteId=2&strassenId=14&hausNr=%2712%27&abfallarten=%271%27`);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Restmüll' }));
    within(dialog).getByText('Wählen Sie mindestens eine Abfallart.');
    expect(within(dialog).queryByRole('link', { name: 'In Kalender-App öffnen' })).toBeNull();
  });
});
