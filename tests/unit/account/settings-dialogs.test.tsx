// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordDialog } from '../../../src/account/PasswordDialog';
import { SettingsDialog } from '../../../src/account/SettingsDialog';
import { getSession, sessionActor } from '../../../src/session/session';
import { collection, createTestQueryClient, odataError, referenceCapabilities, renderWithPortal } from '../dialogs/harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const userAddress = { AdressenId: 8, Vorname: 'Erika', Name: 'Muster', EMail: 'erika@example.de', FremdKey: null };
const login = (requests: string[] | null, address: typeof userAddress | null = userAddress) =>
  sessionActor.send({ type: 'LOGIN', result: { hash: 'token-1', addressId: 8, validUntil: new Date(Date.now() + 3_600_000), requests, userAddress: address } });
const saved = (hash: string) => ({ d: { EncryptedData: hash, Expiration: '/Date(4102444800000)/', RequestedChanges: null, IsPasswordChangeRequested: false, BenutzerAdresse: 8 } });
// The resident's objects; the dialogs read the own address from them after a plain login.
const objects = (email: string) =>
  http.get('*/api/Objekte', () => HttpResponse.json(collection([{ ObjekteId: 1, EigentuemerAdressenObj: { ...userAddress, EMail: email } }])));
beforeEach(() => server.use(objects('erika@example.de')));
const newPassword = () => screen.getByLabelText(/^Neues Passwort(?! wiederholen)/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Neues Passwort wiederholen/, { selector: 'input' });
/** The texts an input is described by (its error and, for the new password, the rule list). */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const currentPassword = () => screen.getByLabelText(/Aktuelles Passwort/, { selector: 'input' });

describe('SettingsDialog', () => {
  beforeEach(() => login(null));

  it('can be closed with its close button and Escape when no change is requested', async () => {
    const onClose = vi.fn();
    renderWithPortal(<SettingsDialog opened onClose={onClose} />);
    expect(((await screen.findByRole('textbox', { name: /E-Mail-Adresse/ })) as HTMLInputElement).value).toBe('erika@example.de');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('is persistent while change requests exist: no close button, Escape does nothing, new password asked for', async () => {
    login(['Passwort']);
    const onClose = vi.fn();
    renderWithPortal(<SettingsDialog opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    screen.getByText(/Bitte vergeben Sie ein neues Passwort\./);
    screen.getByLabelText(/^Neues Passwort(?! wiederholen)/, { selector: 'input' });
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull();
    expect(dialog.querySelector('.mantine-Modal-close')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((r) => setTimeout(r, 50));
    expect(onClose).not.toHaveBeenCalled();
    screen.getByRole('dialog');
  });

  it('shows a wrong current password under that field and updates the session after a successful save', async () => {
    let answer: 'wrong' | 'ok' = 'wrong';
    server.use(
      http.post('*/api/AktualisiereStammdaten', () =>
        answer === 'wrong'
          ? HttpResponse.json(odataError('12', 'falsch'), { status: 422 })
          : HttpResponse.json({ d: { EncryptedData: 'token-2', Expiration: '/Date(4102444800000)/', RequestedChanges: null, IsPasswordChangeRequested: false, BenutzerAdresse: 8 } }),
      ),
    );
    const onClose = vi.fn();
    renderWithPortal(<SettingsDialog opened onClose={onClose} />);
    const current = await screen.findByLabelText(/Aktuelles Passwort/, { selector: 'input' });
    await userEvent.type(current, 'Alt12345');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist nicht korrekt.')).toBeTruthy();
    // The message sits in the current password's own wrapper, not in a general alert.
    let wrapper: HTMLElement | null = current;
    while (wrapper && !wrapper.textContent?.includes('nicht korrekt')) wrapper = wrapper.parentElement;
    expect(wrapper?.querySelector('input[type="email"], input[type="text"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    answer = 'ok';
    await userEvent.type(current, '6');
    expect(screen.queryByText('Das aktuelle Passwort ist nicht korrekt.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(getSession().hash).toBe('token-2'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('prefills the e-mail from the own object address after a plain login and confirms a save visibly', async () => {
    login(null, null);
    let sent: URL | null = null;
    server.use(
      http.post('*/api/AktualisiereStammdaten', ({ request }) => {
        sent = new URL(request.url);
        return HttpResponse.json(saved('token-3'));
      }),
    );
    const onClose = vi.fn();
    // The host keeps saying "opened" (its navigation is still pending): the form must not come back.
    const view = renderWithPortal(<SettingsDialog opened onClose={onClose} showForeignKey />);
    const email = (await screen.findByRole('textbox', { name: /E-Mail-Adresse/ })) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('erika@example.de'));
    await userEvent.clear(email);
    await userEvent.type(email, 'neu@example.de');
    await userEvent.type(screen.getByRole('textbox', { name: /Ihr Zeichen/ }), 'K-9');
    await userEvent.type(currentPassword(), 'Alt12345');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('status')).textContent).toContain('Ihre Daten wurden gespeichert.');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent!.searchParams.get('email')).toBe("'neu@example.de'");
    expect(getSession().userAddress?.EMail).toBe('neu@example.de');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A render with other options while the host still says "opened" does not reopen it either.
    view.rerender(<SettingsDialog opened onClose={onClose} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a general failure above the buttons and keeps everything typed', async () => {
    server.use(http.post('*/api/AktualisiereStammdaten', () => HttpResponse.json(odataError('internal', 'kaputt'), { status: 500 })));
    renderWithPortal(<SettingsDialog opened onClose={() => {}} />);
    await userEvent.type(await screen.findByLabelText(/Aktuelles Passwort/, { selector: 'input' }), 'Alt12345');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Ihre Daten konnten nicht gespeichert werden.');
    expect((currentPassword() as HTMLInputElement).value).toBe('Alt12345');
    expect((screen.getByRole('textbox', { name: /E-Mail-Adresse/ }) as HTMLInputElement).value).toBe('erika@example.de');
    expect(screen.getByRole('button', { name: 'Speichern' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('PasswordDialog', () => {
  beforeEach(() => login(null));

  it('hides the identifier while benutzerkennung is nullable', async () => {
    renderWithPortal(<PasswordDialog opened onClose={() => {}} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('textbox', { name: /Benutzerkennung/ })).toBeNull();
  });

  it('asks for the identifier when benutzerkennung is non-nullable and ticks the password rules live', async () => {
    const caps = referenceCapabilities({ AktualisiereStammdaten: { benutzerkennung: false } });
    renderWithPortal(<PasswordDialog opened onClose={() => {}} />, createTestQueryClient(caps));
    expect(await screen.findByRole('textbox', { name: /Benutzerkennung/ })).toBeTruthy();
    const rule = () => screen.getByText('Mindestens ein Großbuchstabe').closest('li');
    expect(rule()?.getAttribute('data-met')).toBe('false');
    await userEvent.type(screen.getByLabelText(/^Neues Passwort(?! wiederholen)/, { selector: 'input' }), 'Sommer');
    expect(rule()?.getAttribute('data-met')).toBe('true');
    expect(screen.getByText('Mindestens eine Ziffer').closest('li')?.getAttribute('data-met')).toBe('false');
  });
  it('shows a new password equal to the old one (422 code 14) with the new password field', async () => {
    server.use(http.post('*/api/AktualisiereStammdaten', () => HttpResponse.json(odataError('14', 'gleich'), { status: 422 })));
    renderWithPortal(<PasswordDialog opened onClose={() => {}} />);
    await screen.findByRole('dialog');
    await userEvent.type(currentPassword(), 'Sommer2026');
    await userEvent.type(newPassword(), 'Sommer2026');
    await userEvent.type(confirmation(), 'Sommer2026');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(describedBy(newPassword())).toContain('Das neue Passwort muss sich vom bisherigen unterscheiden.'));
    expect(describedBy(currentPassword())).not.toContain('unterscheiden');
  });

  it('keeps save disabled until every new-password rule holds and the repetition matches', async () => {
    renderWithPortal(<PasswordDialog opened onClose={() => {}} />);
    await screen.findByRole('dialog');
    const save = () => screen.getByRole('button', { name: 'Speichern' });
    await userEvent.type(currentPassword(), 'Alt12345');
    for (const weak of ['Sommer26', 'sommer2026', 'SOMMER2026', 'Sommer 2026', 'Sommer·2026', 'Sommerzeit']) {
      fireEvent.change(newPassword(), { target: { value: weak } });
      fireEvent.change(confirmation(), { target: { value: weak } });
      expect(save().hasAttribute('disabled'), weak).toBe(weak !== 'Sommer26');
    }
    await userEvent.clear(confirmation());
    await userEvent.type(confirmation(), 'Sommer27');
    screen.getByText('Die Passwörter stimmen nicht überein.');
    expect(save().hasAttribute('disabled')).toBe(true);
  });

  it('saves: the session takes the new token, the dialog closes and says so', async () => {
    let sent: URL | null = null;
    server.use(
      http.post('*/api/AktualisiereStammdaten', ({ request }) => {
        sent = new URL(request.url);
        return HttpResponse.json(saved('token-4'));
      }),
    );
    const onClose = vi.fn();
    renderWithPortal(<PasswordDialog opened onClose={onClose} />);
    await screen.findByRole('dialog');
    await userEvent.type(currentPassword(), 'Alt12345');
    await userEvent.type(newPassword(), 'Sommer2026');
    await userEvent.type(confirmation(), 'Sommer2026');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('status')).textContent).toContain('Ihr Passwort wurde geändert.');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(getSession().hash).toBe('token-4');
    expect(sent!.searchParams.get('feld')).toBe("'Passwort'");
    expect(sent!.searchParams.get('neuesPasswortHash')).toMatch(/^'[0-9a-f]{64}'$/);
    expect(sent!.searchParams.has('email')).toBe(false);
  });
});
