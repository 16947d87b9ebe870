// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginModal } from '../../../src/ui/shell/LoginModal';
import { renderUi } from './render';

afterEach(cleanup);
// The public component loads its view lazily; load it once up front so the first test does not
// spend its time budget on transforming the module.
beforeAll(async () => {
  await import('../../../src/ui/shell/LoginModalView');
});

const submitButton = () => screen.getByRole('button', { name: 'Anmelden' });
// The dialog's code arrives lazily; allow for a cold module cache on a busy machine.
const findIdentifier = () => screen.findByLabelText(/Benutzerkennung/, {}, { timeout: 10_000 });

describe('LoginModal', () => {
  it('renders nothing while closed', () => {
    renderUi(<LoginModal opened={false} onSubmit={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the login button disabled until identifier and password are filled', async () => {
    const user = userEvent.setup();
    renderUi(<LoginModal opened onSubmit={() => undefined} />);
    const identifier = await findIdentifier();
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.type(identifier, 'eigentuemer');
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), '   ');
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo2026!');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('submits with Enter and reports every edit so errors can be cleared', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    renderUi(<LoginModal opened onSubmit={onSubmit} onChange={onChange} />);
    await user.type(await findIdentifier(), ' eigentuemer ');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo2026!{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ identifier: 'eigentuemer', password: 'Demo2026!' });
    expect(onChange).toHaveBeenCalledTimes(' eigentuemer '.length + 'Demo2026!'.length);
  });

  it('does not submit an incomplete form with Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<LoginModal opened onSubmit={onSubmit} />);
    await user.type(await findIdentifier(), 'eigentuemer{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the error text of the login machine', async () => {
    renderUi(<LoginModal opened error="login.errors.credentials" onSubmit={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('login.errors');
  });

  it('has no close button when persistent, one otherwise', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = renderUi(<LoginModal opened persistent onClose={onClose} onSubmit={() => undefined} />);
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    rerender(<LoginModal opened onClose={onClose} onSubmit={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('blocks a second submit while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<LoginModal opened loading onSubmit={onSubmit} />);
    await user.type(await findIdentifier(), 'eigentuemer');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'Demo2026!{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('without password (community profile)', () => {
    const findKassenzeichen = () => screen.findByLabelText(/Kassenzeichen/, {}, { timeout: 10_000 });

    it('asks for Kassenzeichen and Objektnummer instead of identifier and password', async () => {
      renderUi(<LoginModal opened mode="noPass" onSubmit={() => undefined} />);
      const kassenzeichen = await findKassenzeichen();
      expect((kassenzeichen as HTMLInputElement).type).toBe('text');
      expect((screen.getByLabelText(/Objektnummer/) as HTMLInputElement).type).toBe('text');
      expect(screen.queryByLabelText(/Benutzerkennung/)).toBeNull();
      expect(screen.queryByLabelText(/^Passwort/, { selector: 'input' })).toBeNull();
      expect(document.querySelector('input[type="password"]')).toBeNull();
      // The intro says no password is needed, the hints say where the numbers are printed.
      screen.getByText(/Kassenzeichen und der Objektnummer/);
      expect(screen.getAllByText(/Gebührenbescheid/)).toHaveLength(2);
    });

    it('keeps the login button disabled until both numbers are given and submits them trimmed', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const onChange = vi.fn();
      renderUi(<LoginModal opened mode="noPass" onSubmit={onSubmit} onChange={onChange} />);
      await user.type(await findKassenzeichen(), ' KZ-2026-0001 ');
      expect(submitButton()).toHaveProperty('disabled', true);
      await user.type(screen.getByLabelText(/Objektnummer/), '   ');
      expect(submitButton()).toHaveProperty('disabled', true);
      await user.type(screen.getByLabelText(/Objektnummer/), 'OBJ-1001{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledWith({ kassenzeichen: 'KZ-2026-0001', objektNr: 'OBJ-1001' });
      expect(onChange).toHaveBeenCalled();
    });

    it('names Kassenzeichen and Objektnummer in the credentials error', async () => {
      renderUi(<LoginModal opened mode="noPass" error="login.noPass.errors.credentials" onSubmit={() => undefined} />);
      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      expect(alert.textContent).toBe('Kassenzeichen oder Objektnummer ist falsch.');
    });
  });
});
