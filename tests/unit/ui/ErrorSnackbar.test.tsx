// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorSnackbar } from '../../../src/ui/shell/ErrorSnackbar';
import { renderUi } from './render';

afterEach(cleanup);
// The public component loads its view lazily; load it once up front so the first test does not
// spend its time budget on transforming the module.
beforeAll(async () => {
  await import('../../../src/ui/shell/ErrorSnackbarView');
});

function StoredMessage({ initial }: { initial: string | null }) {
  const [message, setMessage] = useState(initial);
  return <ErrorSnackbar message={message} onClose={() => setMessage(null)} />;
}

describe('ErrorSnackbar', () => {
  it('shows nothing without a stored message', () => {
    renderUi(<ErrorSnackbar message={null} onClose={() => undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message with its allowed formatting and without active content', async () => {
    renderUi(
      <ErrorSnackbar
        message={'Speichern <b>fehlgeschlagen</b>.<img src=x onerror="alert(1)"><a href="javascript:alert(1)">hier</a>'}
        onClose={() => undefined}
      />,
    );
    const alert = await screen.findByRole('alert');
    // Markup waits for the sanitiser chunk; it never shows unsanitised in between.
    expect(alert.querySelector('img')).toBeNull();
    await screen.findByText('fehlgeschlagen');
    expect(alert.textContent).toContain('Speichern fehlgeschlagen.');
    expect(alert.querySelector('b')?.textContent).toBe('fehlgeschlagen');
    expect(alert.querySelector('img')).toBeNull();
    expect(alert.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('shows plain text as written and decodes entities of HTML messages', async () => {
    renderUi(<ErrorSnackbar message="Müll &amp; Wertstoffe: 1 < 2" onClose={() => undefined} />);
    expect(await screen.findByText('Müll & Wertstoffe: 1 < 2')).toBeTruthy();
    cleanup();
    renderUi(<ErrorSnackbar message="Tonne 120 l >= 80 l" onClose={() => undefined} />);
    expect(await screen.findByText('Tonne 120 l >= 80 l')).toBeTruthy();
  });

  it('calls onClose from its close button', async () => {
    const onClose = vi.fn();
    renderUi(<ErrorSnackbar message="Fehler" onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Meldung schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disappears once the stored message is cleared by closing', async () => {
    renderUi(<StoredMessage initial="Die Verbindung ist unterbrochen." />);
    expect(await screen.findByText('Die Verbindung ist unterbrochen.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
