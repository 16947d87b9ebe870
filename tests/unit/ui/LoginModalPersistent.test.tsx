// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginNotice } from '../../../src/app/shell/LoginDialog';
import { LoginModal } from '../../../src/ui/shell/LoginModal';
import { renderUi } from './render';

afterEach(cleanup);

// The login dialog is persistent and says why it opened.
describe('login dialog', () => {
  it('does not close on Escape or a click outside, only with its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<LoginModal opened onClose={onClose} onSubmit={() => undefined} />);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.keyboard('{Escape}');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    if (overlay) fireEvent.mouseDown(overlay);
    if (overlay) fireEvent.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows why the login is asked for inside the dialog', async () => {
    renderUi(<LoginModal opened notice="guard.expired" onSubmit={() => undefined} />);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.');
  });

  it('takes the notice from the start page flags', () => {
    expect(loginNotice('/', { expired: '' })).toBe('guard.expired');
    expect(loginNotice('/', { redirect: '/objects/1/claims' })).toBe('guard.redirect');
    expect(loginNotice('/', {})).toBeNull();
    expect(loginNotice('/calendar', { expired: '' })).toBeNull();
  });
});
