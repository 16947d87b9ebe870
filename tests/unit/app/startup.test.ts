import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from '../../../src/app/startup';
import { capturePaymentReturn, PAYMENT_KEY } from '../../../src/payment/return';
import { authActionFor, objectSwitchPath } from '../../../src/app/shell/account';
import { PROFILE_INFO } from '../../../src/app/config';
import { memoryStorage } from '../memory-storage';

describe('payment return', () => {
  it('captures txid, hash, status and payment_method into session storage', () => {
    const store = memoryStorage();
    expect(capturePaymentReturn('?txid=T1&hash=abc&status=ok&payment_method=paypal&other=x', store)).toEqual({
      txid: 'T1', hash: 'abc', status: 'ok', payment_method: 'paypal',
    });
    expect(JSON.parse(store.getItem(PAYMENT_KEY)!)).toEqual({ txid: 'T1', hash: 'abc', status: 'ok', payment_method: 'paypal' });
  });

  it('stores nothing on an ordinary visit', () => {
    const store = memoryStorage();
    expect(capturePaymentReturn('?redirect=/objects', store)).toBeNull();
    expect(store.length).toBe(0);
  });
});

describe('chunk load failure', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Object with id 4 not found'))).toBe(false);
  });

  it('reloads at most once per 60 000 ms', () => {
    const store = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(1_000_000, store, reload)).toBe(true);
    expect(reloadForChunkError(1_059_999, store, reload)).toBe(false);
    expect(reloadForChunkError(1_060_000, store, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(store.getItem(CHUNK_RELOAD_KEY)).toBe('1060000');
  });
});

describe('shell decisions', () => {
  it('switching the object keeps the path and replaces the id; without id the default module', () => {
    expect(objectSwitchPath('/objects/4/calendar', 9, 'dashboard')).toBe('/objects/9/calendar');
    expect(objectSwitchPath('/calendar', 9, 'dashboard')).toBe('/objects/9/dashboard');
  });

  it('offers logout, no-password logout or login by profile and session', () => {
    expect(authActionFor({ authorized: true, hash: 'h' }, PROFILE_INFO.default)).toBe('logout');
    expect(authActionFor({ authorized: false, hash: null }, PROFILE_INFO.default)).toBe('login');
    expect(authActionFor({ authorized: false, hash: 'h' }, PROFILE_INFO.community)).toBe('noPassLogout');
    expect(authActionFor({ authorized: false, hash: null }, PROFILE_INFO.public)).toBeNull();
  });
});
