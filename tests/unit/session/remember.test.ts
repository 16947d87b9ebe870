// @vitest-environment jsdom
/**
 * "Angemeldet bleiben" (BSI CON.10.A1): only a resident who chose to stay logged in has the session
 * written to disk (localStorage) and keeps it after the browser was closed. Without the choice it
 * lives in the tab (sessionStorage): nothing of it is left on disk for someone who opens the closed
 * browser's profile. A closed browser has lost its tab stores and its session cookie; that is
 * what is simulated here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ALIVE_COOKIE,
  loadPersistedSession,
  residentStorage,
  savePersistedSession,
  sessionFromOtherTabs,
  SESSION_KEY,
  setRememberLogin,
  type SessionStores,
} from '../../../src/session/persistence';
import { memoryStorage } from '../memory-storage';

const browser = (): SessionStores => ({ kept: memoryStorage(), tab: memoryStorage() });
/** The same disk, a new browser session: the tab stores and the session cookie are gone. */
const restart = (stores: SessionStores): SessionStores => {
  document.cookie = `${ALIVE_COOKIE}=; path=/; Max-Age=0`;
  return { kept: stores.kept, tab: memoryStorage() };
};

afterEach(() => {
  document.cookie = `${ALIVE_COOKIE}=; path=/; Max-Age=0`;
  setRememberLogin(false);
});

describe('staying logged in is a choice', () => {
  it('without it, nothing of the session is written to disk and a restarted browser has none', () => {
    const stores = browser();
    setRememberLogin(false);
    savePersistedSession({ hash: 'h', addressId: 2, requests: null }, stores);
    expect(stores.kept!.getItem(SESSION_KEY)).toBeNull();
    expect(loadPersistedSession(stores).hash).toBe('h');
    // The resident's offline copies go with it.
    expect(residentStorage(stores)).toBe(stores.tab);
    expect(loadPersistedSession(restart(stores)).hash).toBeNull();
    // Logged out: an answer still on its way finds nowhere to leave the resident's data.
    savePersistedSession({ hash: null, addressId: null, requests: null }, stores);
    expect(residentStorage(stores)).toBeNull();
  });

  it('with it, the session survives the restart until it expires, with the offline copies', () => {
    const stores = browser();
    setRememberLogin(true);
    savePersistedSession({ hash: 'h', addressId: 2, requests: null }, stores);
    expect(stores.tab!.getItem(SESSION_KEY)).toBeNull();
    expect(residentStorage(stores)).toBe(stores.kept);
    expect(loadPersistedSession(restart(stores))).toMatchObject({ hash: 'h', remember: true });
  });

  it('a later save in a tab that made no choice keeps the stored one (a new token, a new expiry)', () => {
    const stores = browser();
    setRememberLogin(true);
    savePersistedSession({ hash: 'h', addressId: 2, requests: null }, stores);
    setRememberLogin(null);
    savePersistedSession({ hash: 'h2', addressId: 2, requests: null }, stores);
    expect(loadPersistedSession(restart(stores)).hash).toBe('h2');

    const tabOnly = browser();
    setRememberLogin(false);
    savePersistedSession({ hash: 't', addressId: 2, requests: null }, tabOnly);
    setRememberLogin(null);
    savePersistedSession({ hash: 't2', addressId: 2, requests: null }, tabOnly);
    expect(tabOnly.kept!.getItem(SESSION_KEY)).toBeNull();
    expect(loadPersistedSession(tabOnly).hash).toBe('t2');
  });

  it('removes a session an earlier version left on disk without the choice', () => {
    const stores = browser();
    stores.kept!.setItem(SESSION_KEY, JSON.stringify({ hash: 'old', addressId: 2, requests: null, remember: false }));
    expect(loadPersistedSession(restart(stores)).hash).toBeNull();
    expect(stores.kept!.getItem(SESSION_KEY)).toBeNull();
  });

  it('a new tab gets the session from an open one, not from disk', async () => {
    const open = browser();
    setRememberLogin(false);
    savePersistedSession({ hash: 'h', addressId: 2, requests: null }, open);
    const fresh: SessionStores = { kept: open.kept, tab: memoryStorage() };
    let asked = 0;
    await sessionFromOtherTabs(fresh, async () => {
      asked += 1;
      return open.tab!.getItem(SESSION_KEY);
    });
    expect(asked).toBe(1);
    expect(loadPersistedSession(fresh).hash).toBe('h');
    expect(fresh.kept!.getItem(SESSION_KEY)).toBeNull();
    // After a restart nobody is asked: no tab can hold one.
    const later = restart(open);
    await sessionFromOtherTabs(later, async () => {
      asked += 1;
      return null;
    });
    expect(asked).toBe(1);
  });
});
