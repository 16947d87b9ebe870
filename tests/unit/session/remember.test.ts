// @vitest-environment jsdom
/**
 * "Angemeldet bleiben" (BSI CON.10.A1): every tab
 * shares the stored session, but only a resident who chose to stay logged in keeps it after the
 * browser was closed. A closed browser has lost its session cookie; that is what is simulated here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ALIVE_COOKIE, loadPersistedSession, savePersistedSession, SESSION_KEY, setRememberLogin } from '../../../src/session/persistence';
import { memoryStorage } from '../memory-storage';

const restartBrowser = () => {
  document.cookie = `${ALIVE_COOKIE}=; path=/; Max-Age=0`;
};

afterEach(() => {
  restartBrowser();
  setRememberLogin(false);
});

describe('staying logged in is a choice', () => {
  it('without it, another tab keeps the session but a restarted browser has lost it', () => {
    const store = memoryStorage();
    setRememberLogin(false);
    savePersistedSession({ hash: 'h', addressId: 2, requests: null }, store);
    // Another tab of the same browser session.
    expect(loadPersistedSession(store).hash).toBe('h');
    restartBrowser();
    expect(loadPersistedSession(store).hash).toBeNull();
    expect(store.getItem(SESSION_KEY)).toBeNull();
  });

  it('with it, the session survives the restart until it expires', () => {
    const store = memoryStorage();
    setRememberLogin(true);
    savePersistedSession({ hash: 'h', addressId: 2, requests: null }, store);
    restartBrowser();
    expect(loadPersistedSession(store)).toMatchObject({ hash: 'h', remember: true });
  });

  it('a later save in a tab that made no choice keeps the stored one (a new token, a new expiry)', () => {
    const store = memoryStorage();
    setRememberLogin(true);
    savePersistedSession({ hash: 'h', addressId: 2, requests: null }, store);
    setRememberLogin(null);
    savePersistedSession({ hash: 'h2', addressId: 2, requests: null }, store);
    restartBrowser();
    expect(loadPersistedSession(store).hash).toBe('h2');
  });
});
