// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordDialog } from '../../../src/dialogs/PasswordDialog';
import { SettingsDialog } from '../../../src/dialogs/SettingsDialog';
import { getSession, sessionActor } from '../../../src/session/session';
import { createTestQueryClient, odataError, referenceCapabilities, renderWithPortal } from './harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const userAddress = { AdressenId: 8, Vorname: 'Erika', Name: 'Muster', EMail: 'erika@example.de', FremdKey: null };
const login = (requests: string[] | null) =>
  sessionActor.send({ type: 'LOGIN', result: { hash: 'token-1', addressId: 8, validUntil: new Date(Date.now() + 3_600_000), requests, userAddress } });

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
    expect(screen.getByText('Bitte vergeben Sie ein neues Passwort.')).toBeTruthy();
    expect(screen.getByLabelText(/^Neues Passwort(?! wiederholen)/, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).toBeNull();
    expect(dialog.querySelector('.mantine-Modal-close')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((r) => setTimeout(r, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
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
    const current = screen.getByLabelText(/Aktuelles Passwort/, { selector: 'input' });
    await userEvent.type(current, 'Alt12345');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist nicht korrekt.')).toBeTruthy();
    // The message sits in the current password's own wrapper, not in a general alert.
    let wrapper: HTMLElement | null = current;
    while (wrapper && !wrapper.textContent?.includes('nicht korrekt')) wrapper = wrapper.parentElement;
    expect(wrapper?.querySelector('input[type="email"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    answer = 'ok';
    await userEvent.type(current, '6');
    expect(screen.queryByText('Das aktuelle Passwort ist nicht korrekt.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(getSession().hash).toBe('token-2'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
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
});
