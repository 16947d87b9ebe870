// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CancelDialog } from '../../../src/dialogs/CancelDialog';
import type { PortalEvent } from '../../../src/events/events';
import { createTestQueryClient, odataError, referenceCapabilities, renderWithPortal } from './harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const order: PortalEvent = {
  kind: 'Auftraege', id: 41, key: 'Auftraege:41', objectId: 7, status: 'recorded', title: { key: 'events.title.order.delivery', params: {} },
  subtitle: null, lastDate: null, plannedDate: null, finishedDate: null, recordedDate: null, icon: 'delivery', action: 0, successorId: null,
  predecessorId: null, cancellable: true, claimable: false,
};
const actionContext = { capabilities: { features: { cancelContainerOrders: true, cancelDumpOrders: true, cancelPlannedDumpOrders: false, claims: true } }, modules: [] };

function renderDialog(emailNullable: boolean, onError = vi.fn()) {
  const caps = referenceCapabilities({ StorniereAuftrag: { eMail: emailNullable } });
  renderWithPortal(<CancelDialog event={order} actionContext={actionContext} onClose={() => {}} onError={onError} />, createTestQueryClient(caps));
  return onError;
}

describe('CancelDialog', () => {
  it('requires the e-mail when the eMail parameter is non-nullable', async () => {
    const calls: string[] = [];
    server.use(http.post('*/api/StorniereAuftrag', ({ request }) => (calls.push(request.url), HttpResponse.json({ d: { StorniereAuftrag: true } }))));
    renderDialog(false);
    const field = await screen.findByRole('textbox', { name: /E-Mail für die Bestätigung/ });
    expect((field as HTMLInputElement).required).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('accepts an empty e-mail when the parameter is nullable but checks the format of a typed one', async () => {
    renderDialog(true);
    const field = await screen.findByRole('textbox', { name: /optional/ });
    expect((field as HTMLInputElement).required).toBe(false);
    await userEvent.type(field, 'kein-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
  });

  it('reports events.confirmation.error when the cancel fails', async () => {
    server.use(http.post('*/api/StorniereAuftrag', () => HttpResponse.json(odataError('x', 'kaputt'), { status: 500 })));
    const onError = renderDialog(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, stornieren' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Der Auftrag konnte nicht storniert werden. Bitte versuchen Sie es später erneut.'));
    expect(screen.getByRole('alert').textContent).toContain('nicht storniert');
  });
});
