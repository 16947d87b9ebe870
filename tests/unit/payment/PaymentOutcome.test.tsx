// @vitest-environment jsdom
/**
 * PaymentOutcome against a mocked backend (msw): checks the captured return once, shows paid /
 * cancelled / failed / refused in German, pays again, cancels the order, survives a reload (a new
 * mount) and shows nothing when nothing of its purpose waits.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_KEY, capturePaymentReturn } from '../../../src/payment/return';
import { PaymentOutcome } from '../../../src/payment/PaymentOutcome';
import { readOrder, readPayment, storeOrder, type PaymentOrder } from '../../../src/payment/store';
import { createTestQueryClient, odataError, renderWithPortal } from '../dialogs/harness';

const order: PaymentOrder = { purpose: 'demand', reference: 8, objectId: 2, transactionId: 'a'.repeat(32), summary: 'Abfallgebühren 2026, 4. Quartal', returnPath: '/objects/2/demands' };

const checks: URL[] = [];
const starts: URL[] = [];
let checkAnswer: () => Response = () => HttpResponse.json({ d: { PruefeZahlung: { TransaktionsId: order.transactionId, Status: 'paid', Zweck: 'demand', Referenz: 8, Betrag: '61.70' } } });
const server = setupServer(
  http.post('*/api/PruefeZahlung', ({ request }) => {
    checks.push(new URL(request.url));
    return checkAnswer();
  }),
  http.post('*/api/StarteZahlung', ({ request }) => {
    starts.push(new URL(request.url));
    return HttpResponse.json({ d: { StarteZahlung: { TransaktionsId: 'b'.repeat(32), Url: 'http://localhost/testzahlung/' + 'b'.repeat(32) } } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  checks.length = 0;
  starts.length = 0;
});
afterEach(() => cleanup());
afterAll(() => server.close());

/** The provider's return as the browser arrives with it (captured by main.tsx on first load). */
function arrive(status: string, txid = order.transactionId) {
  const search = `?txid=${txid}&status=${status}&payment_method=testzahlung&hash=${'c'.repeat(64)}`;
  window.history.replaceState(null, '', `/objects/2/demands${search}`);
  capturePaymentReturn(search);
}

const mount = (props: Partial<Parameters<typeof PaymentOutcome>[0]> = {}) =>
  renderWithPortal(<PaymentOutcome purpose="demand" {...props} />, createTestQueryClient());

describe('PaymentOutcome', () => {
  it('shows nothing and asks nothing when no payment waits, or only one of another purpose', async () => {
    mount();
    storeOrder({ ...order, purpose: 'dump' });
    arrive('success');
    mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByTestId('payment-outcome')).toHaveLength(0);
    expect(checks).toHaveLength(0);
    expect(sessionStorage.getItem(PAYMENT_KEY)).not.toBeNull(); // left for the page of that purpose
  });

  it('shows nothing on a backend without PruefeZahlung (no online payment there)', async () => {
    storeOrder(order);
    arrive('success');
    mount({ client: {} });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByTestId('payment-outcome')).toHaveLength(0);
    expect(checks).toHaveLength(0);
  });

  it('checks a paid return with PruefeZahlung, says "bezahlt" and clears the stored state', async () => {
    storeOrder(order);
    arrive('success');
    mount();
    expect(await screen.findByText('Zahlung erfolgreich')).toBeTruthy();
    screen.getByText('Abfallgebühren 2026, 4. Quartal ist bezahlt (61,70 €). Vielen Dank!');
    expect(checks).toHaveLength(1);
    const p = checks[0]!.searchParams;
    expect([p.get('txid'), p.get('status'), p.get('paymentMethod'), p.get('hash')]).toEqual([`'${order.transactionId}'`, "'success'", "'testzahlung'", `'${'c'.repeat(64)}'`]);
    await waitFor(() => expect(readOrder()).toBeNull());
    expect(sessionStorage.getItem(PAYMENT_KEY)).toBeNull();
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Erneut bezahlen' })).toBeNull();
  });

  it('says a success for an item that can no longer be paid is refunded, offers neither paying again nor cancelling, and clears the store', async () => {
    checkAnswer = () => HttpResponse.json({ d: { PruefeZahlung: { TransaktionsId: order.transactionId, Status: 'refund', Zweck: 'demand', Referenz: 8, Betrag: '61.70' } } });
    try {
      storeOrder(order);
      arrive('success');
      mount({ onCancelOrder: () => Promise.resolve(true) });
      expect(await screen.findByText('Erstattung veranlasst')).toBeTruthy();
      expect(screen.getByTestId('payment-outcome').getAttribute('data-status')).toBe('refund');
      screen.getByText(/^Abfallgebühren 2026, 4\. Quartal kann mit dieser Zahlung nicht mehr beglichen werden: Die Forderung ist inzwischen bezahlt .+ den Betrag von 61,70\s€ trotzdem eingezogen; er wird Ihnen innerhalb von 10 Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben\.$/);
      expect(screen.queryByRole('button', { name: 'Erneut bezahlen' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Auftrag stornieren' })).toBeNull();
      await waitFor(() => expect(readOrder()).toBeNull());
    } finally {
      checkAnswer = () => HttpResponse.json({ d: { PruefeZahlung: { TransaktionsId: order.transactionId, Status: 'paid', Zweck: 'demand', Referenz: 8, Betrag: '61.70' } } });
    }
  });

  it("reads the page's lists again once the check answered (they loaded while it ran), not the check itself", async () => {
    storeOrder(order);
    arrive('success');
    const queryClient = createTestQueryClient();
    let demandReads = 0;
    // An active list of the page, loaded before the check answered.
    const demands = new QueryObserver(queryClient, { queryKey: ['demands', 'all'], queryFn: () => ++demandReads });
    const unsubscribe = demands.subscribe(() => {});
    await waitFor(() => expect(demandReads).toBe(1));
    renderWithPortal(<PaymentOutcome purpose="demand" />, queryClient);
    expect(await screen.findByText('Zahlung erfolgreich')).toBeTruthy();
    await waitFor(() => expect(demandReads).toBe(2));
    expect(checks).toHaveLength(1);
    expect(queryClient.getQueryState(['meta'])?.isInvalidated).toBe(false);
    unsubscribe();
  });

  it('after a cancel offers "Erneut bezahlen", which starts a new payment and leaves for it', async () => {
    checkAnswer = () => HttpResponse.json({ d: { PruefeZahlung: { TransaktionsId: order.transactionId, Status: 'cancelled', Zweck: 'demand', Referenz: 8, Betrag: '61.70' } } });
    storeOrder(order);
    arrive('cancel');
    const navigate = vi.fn();
    mount({ navigate });
    expect(await screen.findByText('Zahlung abgebrochen')).toBeTruthy();
    screen.getByText('Sie haben die Zahlung abgebrochen. Abfallgebühren 2026, 4. Quartal ist noch nicht bezahlt.');
    await waitFor(() => expect(readPayment()).toMatchObject({ status: 'cancelled' }));
    expect(screen.queryByRole('button', { name: 'Auftrag stornieren' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Erneut bezahlen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`http://localhost/testzahlung/${'b'.repeat(32)}`));
    const p = starts[0]!.searchParams;
    expect([p.get('zweck'), p.get('referenz'), p.get('ruecksprung')]).toEqual(["'demand'", "'8'", "'/objects/2/demands'"]);
    expect(readOrder()).toEqual({ ...order, transactionId: 'b'.repeat(32) });
    expect(readPayment()).toBeNull();
  });

  it('after a failure still shows it on a reload (a new mount) without asking the server again, and cancels the order', async () => {
    checkAnswer = () => HttpResponse.json({ d: { PruefeZahlung: { TransaktionsId: order.transactionId, Status: 'failed', Zweck: 'dump', Referenz: 8, Betrag: '25.00' } } });
    storeOrder(order);
    arrive('failure');
    const first = mount();
    expect(await screen.findByText('Zahlung fehlgeschlagen')).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(PAYMENT_KEY)).toBeNull());
    first.unmount();

    const onCancelOrder = vi.fn(() => Promise.resolve());
    mount({ onCancelOrder });
    expect(await screen.findByText('Zahlung fehlgeschlagen')).toBeTruthy();
    expect(checks).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Auftrag stornieren' }));
    await waitFor(() => expect(onCancelOrder).toHaveBeenCalledWith(8));
    await waitFor(() => expect(screen.queryByText('Zahlung fehlgeschlagen')).toBeNull());
    expect(readOrder()).toBeNull();
  });

  it('keeps the outcome and the order when the resident does not go through with the cancellation', async () => {
    checkAnswer = () => HttpResponse.json({ d: { PruefeZahlung: { TransaktionsId: order.transactionId, Status: 'failed', Zweck: 'dump', Referenz: 8, Betrag: '25.00' } } });
    storeOrder(order);
    arrive('failure');
    // The page's confirmation dialog was closed without cancelling.
    const onCancelOrder = vi.fn(() => Promise.resolve(false));
    mount({ onCancelOrder });
    expect(await screen.findByText('Zahlung fehlgeschlagen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Auftrag stornieren' }));
    await waitFor(() => expect(onCancelOrder).toHaveBeenCalledWith(8));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Auftrag stornieren' }) as HTMLButtonElement).disabled).toBe(false));
    screen.getByRole('button', { name: 'Erneut bezahlen' });
    expect(readOrder()).toEqual(order);
  });

  it("shows the server's German refusal of a tampered return and keeps the order for paying again", async () => {
    const message = 'Die Rückmeldung des Zahlungsanbieters ist ungültig (Prüfsumme falsch). Die Zahlung wurde nicht verbucht.';
    checkAnswer = () => HttpResponse.json(odataError('payment-signature', message), { status: 400 });
    storeOrder(order);
    arrive('success');
    mount();
    expect(await screen.findByText('Zahlung nicht bestätigt')).toBeTruthy();
    screen.getByText(`${message} Abfallgebühren 2026, 4. Quartal gilt als nicht bezahlt. Bitte bezahlen Sie erneut.`);
    await waitFor(() => expect(readPayment()).toMatchObject({ status: 'invalid' }));
    expect(readOrder()).toEqual(order);
    screen.getByRole('button', { name: 'Erneut bezahlen' });
  });

  it('keeps the captured return when the server cannot be reached, and checks again on request', async () => {
    checkAnswer = () => HttpResponse.error();
    storeOrder(order);
    arrive('success');
    mount();
    expect(await screen.findByText('Zahlung konnte nicht geprüft werden')).toBeTruthy();
    expect(sessionStorage.getItem(PAYMENT_KEY)).not.toBeNull();
    checkAnswer = () => HttpResponse.json({ d: { PruefeZahlung: { TransaktionsId: order.transactionId, Status: 'paid', Zweck: 'demand', Referenz: 8, Betrag: '61.70' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Erneut prüfen' }));
    expect(await screen.findByText('Zahlung erfolgreich')).toBeTruthy();
  });

  it('ignores the return of an earlier transaction and reminds of the open payment instead', async () => {
    storeOrder(order);
    arrive('success', 'd'.repeat(32));
    mount();
    expect(await screen.findByText('Zahlung nicht abgeschlossen')).toBeTruthy();
    expect(checks).toHaveLength(0);
    expect(sessionStorage.getItem(PAYMENT_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(readOrder()).toBeNull();
    expect(screen.queryByText('Zahlung nicht abgeschlossen')).toBeNull();
  });
});
