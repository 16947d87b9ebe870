// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../../src/modules/registry';
import { modulePage } from '../../../src/app/module-pages';
import { collection, renderWithPortal } from '../dialogs/harness';

const claim = (id: number, type: string, text: string, status: number, iso: string) => ({
  ReklamationenId: id, ErfasstAmDatum: `/Date(${Date.parse(iso)})/`, ReklamationsName: null, Kurzbeschreibung: text, ReklamationsZuordnungsTyp: 1, Status: status,
  ReklamationsArt: { ReklamationsArtenId: 5, Bezeichnung: type }, Objekt: { ObjekteId: 7 },
});

let stored = [claim(1, 'Straße verschmutzt', 'Glas auf dem Gehweg', 1, '2026-10-02T00:00:00Z'), claim(2, 'Tonne nicht geleert', 'Restmüll blieb stehen', 4, '2026-09-14T00:00:00Z')];
const filters: string[] = [];
const server = setupServer(
  http.get('*/api/Reklamationen', ({ request }) => {
    filters.push(new URL(request.url).searchParams.get('$filter') ?? '');
    return HttpResponse.json(collection(stored));
  }),
  http.get('*/api/Objekte', () => HttpResponse.json(collection([{ ObjekteId: 7, HausNr: 3, HausNrZus: null, IsGrossWohnanlage: false, Strasse: { StrassenId: 11, Name: 'Ringstraße', Plz: '35390', Ort: { OrteId: 3, Ortsname: 'Gießen' } } }]))),
  http.get('*/api/ReklamationsZuordnungen', () =>
    HttpResponse.json(collection([{ ReklamationsZuordnungsTyp: 1, ReklamationsArt: { ReklamationsArtenId: 5, Bezeichnung: 'Straße verschmutzt', Bemerkung: null, IstBehaelterInformationImPortalEinsehbar: false, ReklamationOderAnfrage: 0 } }])),
  ),
  http.get('*/api/Gebiete', () => HttpResponse.json(collection([]))),
  http.post('*/api/LegeReklamationAngemeldetAn', () => {
    stored = [claim(3, 'Straße verschmutzt', 'Sperrmüll am Straßenrand', 1, '2026-11-21T00:00:00Z'), ...stored];
    return HttpResponse.json({ d: { ReklamationenId: 3, ErfasstAmDatum: '/Date(1795219200000)/', ReklamationsZuordnungsTyp: 1, Status: 1 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

const props = { objectId: 7, phoneCountries: ['DE'], availableModules: ['claims'], moduleHref: (m: string) => `/objects/7/${m}`, onNavigate: () => {} };

describe('claims module page', () => {
  it("lists the object's claims with status and date, opens the dialog and shows the new claim after submitting", async () => {
    const Page = modulePage(MODULES.claims)!;
    renderWithPortal(
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>,
    );
    expect(await screen.findByText('Glas auf dem Gehweg')).toBeTruthy();
    screen.getByText('Gemeldet am 02.10.2026');
    screen.getByText('Erledigt');
    expect(filters[0]).toBe('Objekt/ObjekteId eq 7 and ReklamationsArt/ReklamationOderAnfrage eq 0');

    await userEvent.click(screen.getByRole('button', { name: 'Reklamation melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reklamation melden' });
    expect(dialog).toBeTruthy();
    await userEvent.type(await screen.findByRole('textbox', { name: /Beschreibung/ }), 'Sperrmüll am Straßenrand');
    // Contact data came from the object; only the surname and e-mail are still missing.
    await userEvent.click(screen.getByRole('button', { name: 'Kontaktdaten anzeigen' }));
    // The collapse mounts its content after the toggle's transition has started.
    expect(((await screen.findByRole('textbox', { name: /Straße/ })) as HTMLInputElement).value).toBe('Ringstraße');
    await userEvent.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Muster');
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail/ }), 'max@example.de');
    const submit = screen.getByRole('button', { name: 'Absenden' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await userEvent.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The number the server gave the claim, as a visitor is told it too.
    expect(await screen.findByText('Vielen Dank! Ihr Anliegen ist unter der Nummer 3 bei uns eingegangen.')).toBeTruthy();
    expect(await screen.findByText('Sperrmüll am Straßenrand')).toBeTruthy();
  });

  it('asks for the requests (kind 1) on the requests page', async () => {
    stored = [];
    const Page = modulePage(MODULES.requests)!;
    renderWithPortal(
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>,
    );
    expect(await screen.findByText('Sie haben für dieses Objekt noch keine Anfrage gestellt.')).toBeTruthy();
    expect(filters.at(-1)).toBe('Objekt/ObjekteId eq 7 and ReklamationsArt/ReklamationOderAnfrage eq 1');
  });
});
