// @vitest-environment jsdom
/**
 * "Online bezahlen" of the demands page against a mocked backend (msw): one
 * payment per open demand (StarteZahlung with purpose 'demand' and the ForderungenId), the order in
 * the payment store, off to the provider; loading while it starts; the server's German refusal
 * shown; nothing offered by a backend without StarteZahlung or PruefeZahlung.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlinePaymentSlot } from '../../../src/modules/demands/OnlinePaymentSlot';
import type { Demand } from '../../../src/modules/demands/open-demands';
import { readOrder } from '../../../src/payment/store';
import { createTestQueryClient, odataError, referenceCapabilities, renderWithPortal } from '../dialogs/harness';

const demands: Demand[] = [
  { id: 8, title: 'Abfallgebühren 2026, 4. Quartal', due: new Date('2026-11-15'), amount: '61.70', open: '61.70', objectId: 2 },
  { id: 9, title: 'Mahngebühr', due: new Date('2026-12-01'), amount: '5.00', open: '5.00', objectId: 2 },
];
const TXID = 'b'.repeat(32);
const starts: URL[] = [];
let startAnswer: () => Response | Promise<Response> = () =>
  HttpResponse.json({ d: { StarteZahlung: { TransaktionsId: TXID, Url: `http://localhost/testzahlung/${TXID}` } } });
const server = setupServer(
  http.post('*/api/StarteZahlung', ({ request }) => {
    starts.push(new URL(request.url));
    return startAnswer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  starts.length = 0;
});
afterEach(() => cleanup());
afterAll(() => server.close());

const mount = (props: Partial<Parameters<typeof OnlinePaymentSlot>[0]> = {}, capabilities = referenceCapabilities()) =>
  renderWithPortal(<OnlinePaymentSlot objectId={2} demands={demands} reference="KZ-1" {...props} />, createTestQueryClient(capabilities));

describe('OnlinePaymentSlot', () => {
  it('starts one payment for the chosen demand, stores it and leaves for the provider', async () => {
    const navigate = vi.fn();
    mount({ navigate });
    fireEvent.click(screen.getByRole('button', { name: /^Mahngebühr: 5,00\s€ online bezahlen$/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`http://localhost/testzahlung/${TXID}`));
    const p = starts[0]!.searchParams;
    expect([p.get('zweck'), p.get('referenz'), p.get('ruecksprung')]).toEqual(["'demand'", "'9'", "'/objects/2/demands'"]);
    expect(readOrder()).toEqual({ purpose: 'demand', reference: 9, objectId: 2, transactionId: TXID, summary: 'Mahngebühr', returnPath: '/objects/2/demands' });
  });

  it('shows the button loading while the payment starts, and the others disabled', async () => {
    let answer!: () => void;
    startAnswer = () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ d: { StarteZahlung: { TransaktionsId: TXID, Url: 'http://localhost/x' } } }))));
    const navigate = vi.fn();
    mount({ navigate });
    const first = screen.getByRole('button', { name: /^Abfallgebühren 2026, 4. Quartal: 61,70\s€ online bezahlen$/ });
    fireEvent.click(first);
    await waitFor(() => expect(first.getAttribute('data-loading')).toBe('true'));
    expect((screen.getByRole('button', { name: /^Mahngebühr: 5,00\s€ online bezahlen$/ }) as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it("shows the server's German message when the payment cannot start, and may be tried again", async () => {
    const message = 'Dieser Betrag kann nicht online bezahlt werden: Er ist bereits bezahlt oder gehört nicht zu Ihrem Zugang.';
    startAnswer = () => HttpResponse.json(odataError('not-payable', message), { status: 422 });
    const navigate = vi.fn();
    mount({ navigate });
    const button = screen.getByRole('button', { name: /^Mahngebühr: 5,00\s€ online bezahlen$/ });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(navigate).not.toHaveBeenCalled();
    expect(readOrder()).toBeNull();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('offers nothing on a backend without StarteZahlung or PruefeZahlung, or for a demand without object', () => {
    for (const missing of ['StarteZahlung', 'PruefeZahlung']) {
      const caps = referenceCapabilities();
      delete caps.functions[missing];
      const view = mount({}, caps);
      expect(screen.queryByTestId('online-payment')).toBeNull();
      view.unmount();
    }
    mount({ objectId: null });
    expect(screen.queryByTestId('online-payment')).toBeNull();
    cleanup();
    mount();
    screen.getByTestId('online-payment');
  });
});
