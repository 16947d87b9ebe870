/** The dump order store: storeOrder sets, assign only for the same transaction, clear resets. */
import { describe, expect, it } from 'vitest';
import { assign, clear, PAYMENT_ORDER_KEY, readOrder, readPayment, storeOrder, type PaymentOrder } from '../../../src/payment/store';
import { memoryStorage } from '../memory-storage';

const order: PaymentOrder = { purpose: 'dump', reference: 41, objectId: 2, transactionId: 'tx-1', summary: 'Sperrmüll-Expressabholung', returnPath: '/objects/2/dump' };

describe('payment store', () => {
  it('keeps the stored order under the portal prefix (logout removes it)', () => {
    const store = memoryStorage();
    storeOrder(order, store);
    expect(PAYMENT_ORDER_KEY.startsWith('portal.')).toBe(true);
    expect(readOrder(store)).toEqual(order);
    expect(readPayment(store)).toBeNull();
  });

  it('assign replaces the payment when the transaction ids match', () => {
    const store = memoryStorage();
    storeOrder(order, store);
    expect(assign({ transactionId: 'tx-1', status: 'cancelled' }, store)).toBe(true);
    expect(readPayment(store)).toMatchObject({ transactionId: 'tx-1', status: 'cancelled' });
    expect(assign({ transactionId: 'tx-1', status: 'paid', amount: 61.7 }, store)).toBe(true);
    expect(readPayment(store)).toMatchObject({ status: 'paid', amount: 61.7 });
    expect(readOrder(store)).toEqual(order);
  });

  it('assign ignores a payment of another transaction and anything without an order', () => {
    const store = memoryStorage();
    expect(assign({ transactionId: 'tx-1', status: 'paid' }, store)).toBe(false);
    expect(readPayment(store)).toBeNull();
    storeOrder(order, store);
    assign({ transactionId: 'tx-1', status: 'failed' }, store);
    expect(assign({ transactionId: 'tx-0', status: 'paid' }, store)).toBe(false);
    expect(readPayment(store)).toMatchObject({ transactionId: 'tx-1', status: 'failed' });
  });

  it('storeOrder of a new payment drops the old outcome; clear resets everything', () => {
    const store = memoryStorage();
    storeOrder(order, store);
    assign({ transactionId: 'tx-1', status: 'cancelled' }, store);
    storeOrder({ ...order, transactionId: 'tx-2' }, store);
    expect(readPayment(store)).toBeNull();
    expect(assign({ transactionId: 'tx-1', status: 'paid' }, store)).toBe(false);
    clear(store);
    expect(readOrder(store)).toBeNull();
    expect(store.length).toBe(0);
  });

  it('treats a malformed or tampered entry as nothing stored', () => {
    const store = memoryStorage();
    for (const raw of ['{', '"x"', JSON.stringify({ order: { ...order, purpose: 'spende' } }), JSON.stringify({ order: { ...order, returnPath: 'https://evil.example' } })]) {
      store.setItem(PAYMENT_ORDER_KEY, raw);
      expect(readOrder(store), raw).toBeNull();
    }
    store.setItem(PAYMENT_ORDER_KEY, JSON.stringify({ order, payment: { transactionId: 'tx-9', status: 'paid' } }));
    expect(readOrder(store)).toEqual(order);
    expect(readPayment(store)).toBeNull();
  });
});
