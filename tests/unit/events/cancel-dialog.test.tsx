// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CancelDialog } from '../../../src/events/CancelDialog';
import type { PortalEvent } from '../../../src/events/events';
import { collection, createTestQueryClient, odataDate, odataError, referenceCapabilities, renderWithPortal } from '../dialogs/harness';
import { gateWith } from './fixtures';

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
const actionContext = { capabilities: gateWith({ plannedDumpCancel: false }), modules: [] };

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
    const field = await screen.findByRole('textbox', { name: /^E-Mail für die Bestätigung$/ });
    expect((field as HTMLInputElement).required).toBe(false);
    await userEvent.type(field, 'kein-mail');
    await userEvent.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
  });

  it('prefills the owner\'s address, cancels, and hands over the reloaded order with its exchange partner', async () => {
    const calls: string[] = [];
    server.use(
      http.post('*/api/StorniereAuftrag', ({ request }) => (calls.push(request.url), HttpResponse.json({ d: { StorniereAuftrag: true } }))),
      http.get('*/api/Auftraege', ({ request }) => {
        calls.push(request.url);
        const row = (id: number) => ({
          __metadata: { type: 'Abfall.Portal.Auftraege' }, AuftraegeId: id, AuftragsStatus: 6, AuftragsAktion: 0,
          Erstellungsdatum: odataDate('2026-11-01T00:00:00Z'), Aenderungsdatum: odataDate('2026-11-21T00:00:00Z'), Objekt: { ObjekteId: 7 },
        });
        return HttpResponse.json(collection([row(41), row(42)]));
      }),
    );
    const onCancelled = vi.fn();
    const onClose = vi.fn();
    const caps = referenceCapabilities();
    renderWithPortal(
      <CancelDialog event={{ ...order, successorId: 42 }} actionContext={actionContext} defaultEmail="anna@example.org" onClose={onClose} onCancelled={onCancelled} />,
      createTestQueryClient(caps),
    );
    const field = await screen.findByRole('textbox', { name: /^E-Mail für die Bestätigung$/ });
    expect((field as HTMLInputElement).value).toBe('anna@example.org');
    // The dialog says which order it is about.
    expect(screen.getByRole('dialog').textContent).toContain('Behälterlieferung');
    await userEvent.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(decodeURIComponent(calls[0] ?? '')).toContain("eMail='anna@example.org'");
    expect(decodeURIComponent(calls[1] ?? '')).toContain('AuftraegeId eq 41 or AuftraegeId eq 42');
    const replaced = onCancelled.mock.calls[0]?.[0] as PortalEvent[];
    expect(replaced.map((e) => [e.key, e.status, e.cancellable])).toEqual([['Auftraege:41', 'canceled', false], ['Auftraege:42', 'canceled', false]]);
  });

  it('says before a paid bulky-waste order is cancelled that the paid amount is refunded', async () => {
    const paid: PortalEvent = {
      ...order, kind: 'StueckgutAuftraege', id: 6, key: 'StueckgutAuftraege:6', title: { key: 'events.title.dump', params: { type: 'Express-Abholung' } },
      icon: 'dump', action: null, payment: { state: 'bezahlt', amount: 49 },
    };
    renderWithPortal(<CancelDialog event={paid} actionContext={actionContext} onClose={() => {}} />, createTestQueryClient(referenceCapabilities()));
    const note = await screen.findByTestId('cancel-refund');
    expect(note.textContent).toMatch(/^Der Auftrag ist bereits bezahlt\. Nach der Stornierung wird Ihnen der bezahlte Betrag von 49,00\s€ innerhalb von 10 Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben\.$/);
    cleanup();
    // An order without an online payment (or still waiting for it) says nothing about money.
    renderWithPortal(<CancelDialog event={{ ...paid, payment: { state: 'offen', amount: 49 } }} actionContext={actionContext} onClose={() => {}} />, createTestQueryClient(referenceCapabilities()));
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('cancel-refund')).toBeNull();
  });

  it('reports events.confirmation.error when the cancel fails', async () => {
    server.use(http.post('*/api/StorniereAuftrag', () => HttpResponse.json(odataError('x', 'kaputt'), { status: 500 })));
    const onError = renderDialog(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Ja, stornieren' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Der Auftrag konnte nicht storniert werden. Bitte versuchen Sie es später erneut.'));
    expect(screen.getByRole('alert').textContent).toContain('nicht storniert');
  });
});
