// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSnackbar } from '../../../src/ui/shell/ErrorSnackbar';
import { renderUi } from './render';

// The view's chunk cannot be fetched (an outage before the service worker has precached it).
vi.mock('../../../src/ui/shell/ErrorSnackbarView', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(cleanup);

describe('ErrorSnackbar without its code', () => {
  it('still shows the message, as text only, and can be closed', async () => {
    const onClose = vi.fn();
    renderUi(<ErrorSnackbar message={'Speichern <b>fehlgeschlagen</b>.<img src=x onerror="alert(1)">'} onClose={onClose} />);
    const alert = await screen.findByRole('alert', { name: 'Fehlermeldung' });
    expect(alert.textContent).toContain('Speichern fehlgeschlagen.');
    expect(alert.querySelector('b, img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(onClose).toHaveBeenCalled();
  });
});
