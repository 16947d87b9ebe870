// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toBerlinDay } from '../../../codegen/runtime/dates';
import CalendarPage from '../../../src/modules/calendar/CalendarPage';
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
    expect(screen.getByText('Wählen Sie Ort und Straße, um die Abfuhrtermine zu sehen.')).toBeTruthy();

    await userEvent.click(await screen.findByLabelText('Ort', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lindenau – Oberlinden' }));
    await waitFor(() => expect(streetCalls).toEqual(["(Ort/OrteId eq 3) and (OrtsteilName eq 'Oberlinden')"]));
    const street = screen.getByLabelText('Straße', { selector: 'input' }) as HTMLInputElement;
    await waitFor(() => expect(street.disabled).toBe(false));
    await userEvent.click(street);
    await userEvent.click(await screen.findByRole('option', { name: 'Ahornweg (35411)' }));

    const months = await screen.findAllByRole('heading', { level: 3 });
    expect(months[0]?.textContent).toMatch(/^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/);
    const current = document.querySelector('[aria-current="date"]') as HTMLElement;
    expect(within(current).getByText('Heute')).toBeTruthy();
    expect(within(current).getByText('Restmüll')).toBeTruthy();
    expect(screen.getByText('verschoben')).toBeTruthy();

    // Hiding Restmüll leaves only the Papier date.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Restmüll' }));
    await waitFor(() => expect(document.querySelector('[aria-current="date"]')).toBeNull());
    expect(screen.getAllByText('Papier').length).toBeGreaterThan(1);
    expect(screen.getAllByText('Restmüll')).toHaveLength(1);
  });
});
