// @vitest-environment jsdom
/** The login dialog after a registration or a new password, and its "Passwort vergessen?". */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginModal } from '../../../src/ui/shell/LoginModal';
import { renderUi } from './render';

afterEach(cleanup);
beforeAll(async () => {
  await import('../../../src/ui/shell/LoginModalView');
});

const findIdentifier = () => screen.findByLabelText(/Benutzerkennung/, {}, { timeout: 10_000 });

describe('LoginModal prefill and reset link', () => {
  it('fills in the given login and offers no reset link without a handler', async () => {
    renderUi(<LoginModal opened initialIdentifier="greta.lindner" onSubmit={() => undefined} />);
    expect(await findIdentifier()).toHaveProperty('value', 'greta.lindner');
    expect(screen.queryByRole('button', { name: 'Passwort vergessen?' })).toBeNull();
  });

  it('starts empty without a prefill and calls the reset handler from its link', async () => {
    const user = userEvent.setup();
    const onForgotPassword = vi.fn();
    renderUi(<LoginModal opened onForgotPassword={onForgotPassword} onSubmit={() => undefined} />);
    expect(await findIdentifier()).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Passwort vergessen?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });

  it('offers no reset link in the community (no password) mode', async () => {
    renderUi(<LoginModal opened mode="noPass" onForgotPassword={() => undefined} onSubmit={() => undefined} />);
    await screen.findByLabelText(/Kassenzeichen/, {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Passwort vergessen?' })).toBeNull();
  });
});
