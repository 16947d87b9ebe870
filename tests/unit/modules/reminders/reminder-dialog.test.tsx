// @vitest-environment jsdom
// Given the calendar's address, when a resident opens the reminder dialog and saves a new reminder,
// then the generated Registrieren form shows the address prefilled, asks for the missing waste
// types, and a browser without push says so instead of storing a reminder that could never arrive,
// and offers the reminder by e-mail (RegistriereEmailErinnerung) with what was entered.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ReminderDialog from '../../../../src/modules/calendar/reminders/ReminderDialog';
import { collection, renderWithPortal } from '../../dialogs/harness';

let emailRequest: URLSearchParams | null = null;
const server = setupServer(
  http.post('*/api/RegistriereEmailErinnerung', ({ request }) => {
    emailRequest = new URL(request.url).searchParams;
    return HttpResponse.json({ d: { RegistriereEmailErinnerung: { __metadata: { type: 'Abfall.Portal.Registrierungsergebnis' }, Registriert: true, Nachricht: 'ok' } } });
  }),
  http.get('*/api/OrteMitOrtsteilen', () => HttpResponse.json(collection([{ Schluessel: '2', OrteId: 2, Ortsname: 'Hohenfels', Ortsteilname: null }]))),
  http.get('*/api/Strassen', () => HttpResponse.json(collection([{ StrassenId: 7, Name: 'Gartenstraße', Plz: '35415', OrtsteilName: null }]))),
  http.get('*/api/Abfallarten', () => HttpResponse.json(collection([{ AbfallartenId: 1, Name: 'Restmüll' }, { AbfallartenId: 3, Name: 'Papier' }]))),
  http.get('*/api/Vorlaufzeiten', () => HttpResponse.json(collection([{ VorlaufzeitenId: 1, Bezeichnung: 'Am Vortag, 18 Uhr', Stunden: 6 }, { VorlaufzeitenId: 2, Bezeichnung: 'Am Vortag, 12 Uhr', Stunden: 12 }]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  emailRequest = null;
});
afterAll(() => server.close());

describe('reminder dialog', () => {
  it('prefills the address, requires waste types and tells when the browser cannot receive push', async () => {
    const user = userEvent.setup();
    renderWithPortal(<ReminderDialog opened onClose={() => undefined} prefill={{ townId: 2, streetId: 7, houseNumber: '5a' }} />);
    const list = await screen.findByRole('dialog', { name: 'Erinnerungen an Abfuhrtermine' });
    within(list).getByText('Auf diesem Gerät ist noch keine Erinnerung eingerichtet.');
    await user.click(within(list).getByRole('button', { name: 'Neue Erinnerung' }));

    const dialog = await screen.findByRole('dialog', { name: 'Neue Erinnerung' });
    expect(await within(dialog).findByDisplayValue('Hohenfels')).toBeTruthy();
    expect(await within(dialog).findByDisplayValue('Gartenstraße (35415)')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Hausnummer' }) as HTMLInputElement).value).toBe('5a');
    expect((within(dialog).getByRole('radio', { name: 'Am Vortag, 12 Uhr' }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Erinnerung speichern' }));
    expect(await within(dialog).findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();

    await user.click(within(dialog).getByPlaceholderText('Abfallarten wählen'));
    await user.click(await screen.findByRole('option', { name: 'Papier' }));
    await user.click(within(dialog).getByRole('button', { name: 'Erinnerung speichern' }));
    // jsdom has no service worker or Notification: like a browser without push. Not "try again later".
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Dieser Browser kann keine Push-Erinnerungen empfangen. Wir erinnern Sie gern per E-Mail.');
    expect(alert.textContent).not.toContain('später erneut');
    expect(localStorage.getItem('notificationConfigurations')).toBeNull();

    // The e-mail form takes over what was entered; it asks for the address and sends the request.
    await user.click(within(alert).getByRole('button', { name: 'Stattdessen per E-Mail erinnern' }));
    const email = await screen.findByRole('dialog', { name: 'Erinnerung per E-Mail' });
    expect(await within(email).findByDisplayValue('Gartenstraße (35415)')).toBeTruthy();
    expect((within(email).getByRole('textbox', { name: 'Hausnummer' }) as HTMLInputElement).value).toBe('5a');
    await user.click(within(email).getByRole('button', { name: 'Erinnerung per E-Mail anfordern' }));
    expect(await within(email).findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    expect(emailRequest).toBeNull();
    await user.type(within(email).getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'lena@example.org');
    await user.click(within(email).getByRole('button', { name: 'Erinnerung per E-Mail anfordern' }));

    const back = await screen.findByRole('dialog', { name: 'Erinnerungen an Abfuhrtermine' });
    expect((await within(back).findByRole('status')).textContent).toContain('Wir haben Ihnen eine E-Mail an lena@example.org geschickt.');
    expect(Object.fromEntries(emailRequest!)).toEqual({ ort: '2', strasse: '7', hausNr: "'5'", hausNrZus: "'a'", vorlaufzeit: '12', abfallarten: "'3'", eMail: "'lena@example.org'" });
  });

  it('says up front that this browser cannot receive push, and offers the reminder by e-mail', async () => {
    renderWithPortal(<ReminderDialog opened onClose={() => undefined} prefill={{ townId: 2, streetId: 7, houseNumber: null }} />);
    const list = await screen.findByRole('dialog', { name: 'Erinnerungen an Abfuhrtermine' });
    within(list).getByText('Dieser Browser kann keine Push-Erinnerungen empfangen. Wir erinnern Sie gern per E-Mail.');
    within(list).getByRole('button', { name: 'Per E-Mail erinnern' });
  });
});
