// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSnackbar } from '../../../src/ui/shell/ErrorSnackbar';
import { renderUi } from './render';

afterEach(cleanup);
beforeAll(async () => {
  await import('../../../src/ui/shell/ErrorSnackbarView');
});

// The message never floats over a dialog's actions.
describe('ErrorSnackbar with an open dialog', () => {
  it('joins the open dialog after its actions instead of floating over them', async () => {
    renderUi(
      <>
        <section role="dialog" aria-modal="true" aria-label="Reklamation melden">
          <button type="submit">Absenden</button>
        </section>
        <ErrorSnackbar message="Die Gebiete konnten nicht geladen werden." onClose={() => undefined} />
      </>,
    );
    await screen.findByRole('alert');
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(screen.getByRole('alert'))).toBe(true));
    const alert = screen.getByRole('alert');
    expect(alert.style.position).not.toBe('fixed');
    // After the submit button in document order: it never sits on top of it.
    const submit = screen.getByRole('button', { name: 'Absenden' });
    expect(submit.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('floats at the bottom of the page when no dialog is open', async () => {
    renderUi(<ErrorSnackbar message="Fehler" onClose={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.style.position).toBe('fixed');
    expect(alert.closest('[role="dialog"]')).toBeNull();
  });
});
