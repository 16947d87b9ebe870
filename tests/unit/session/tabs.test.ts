// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, loadPersistedSession } from '../../../src/session/persistence';
import { configureSession, followOtherTabs, getSession, sessionActor } from '../../../src/session/session';
import { otherTabEndTarget } from '../../../src/app/wiring';
import { announceSessionChange } from '../../../src/session/tab-handoff';

const future = new Date(Date.now() + 3_600_000);

/** What the browser does in the OTHER tabs when one tab writes the session key. */
function otherTabWrites(value: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: value, storageArea: localStorage }));
}

const login = (hash = 'h1', addressId = 7) =>
  sessionActor.send({ type: 'LOGIN', result: { hash, addressId, validUntil: future, requests: null } });

describe('one session for all tabs', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    localStorage.clear();
    sessionStorage.clear();
    configureSession({ noPass: false, access: ['public', 'private'] });
  });

  it('stores a session not to be kept in the tab only, where a new start of the tab finds it', () => {
    configureSession({ noPass: false, access: ['public', 'private'] });
    login();
    expect(loadPersistedSession()).toMatchObject({ hash: 'h1', addressId: 7, validUntil: future });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    // A second tab starts its own session actor from the same storage.
    configureSession({ noPass: false, access: ['public', 'private'] });
    expect(getSession()).toMatchObject({ authorized: true, hash: 'h1', addressId: 7, expired: false });
  });

  it('starts an expired stored session as expired (the guard then ends it at /?expired)', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ hash: 'h', addressId: 1, requests: null, validUntil: new Date(Date.now() - 1000).toISOString() }));
    configureSession({ noPass: false, access: ['public', 'private'] });
    expect(getSession().expired).toBe(true);
  });

  it("ends this tab's session when another tab logs out", () => {
    configureSession({ noPass: false, access: ['public', 'private'] });
    login();
    const onEnded = vi.fn();
    stop = followOtherTabs({ onEnded, onStarted: vi.fn() });
    otherTabWrites(null);
    expect(onEnded).toHaveBeenCalledTimes(1);
    // A logout: the reloaded tab tells the resident why the page (and any open dialog) went away.
    expect(onEnded).toHaveBeenCalledWith('loggedOut');
    expect(otherTabEndTarget('loggedOut')).toBe('/?elsewhere');
  });

  it('ends a session kept in the tab when another tab says it logged out', async () => {
    configureSession({ noPass: false, access: ['public', 'private'] });
    login();
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    const onEnded = vi.fn();
    stop = followOtherTabs({ onEnded, onStarted: vi.fn() });
    const otherTab = new BroadcastChannel('portal.session');
    announceSessionChange(null, otherTab);
    await vi.waitFor(() => expect(onEnded).toHaveBeenCalledWith('loggedOut'));
    otherTab.close();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('ends it too when another tab clears the whole storage or logs in as someone else', () => {
    configureSession({ noPass: false, access: ['public', 'private'] });
    login();
    const onEnded = vi.fn();
    stop = followOtherTabs({ onEnded, onStarted: vi.fn() });
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    otherTabWrites(JSON.stringify({ hash: 'other', addressId: 8, requests: null }));
    expect(onEnded).toHaveBeenCalledTimes(2);
    expect(onEnded.mock.calls.map(([reason]) => reason)).toEqual(['loggedOut', 'otherResident']);
    // Someone else's login is no logout: this tab comes back as that resident, without a notice.
    expect(otherTabEndTarget('otherResident')).toBe('/');
  });

  it("adopts the same resident's renewed token without ending anything", () => {
    configureSession({ noPass: false, access: ['public', 'private'] });
    login();
    const onEnded = vi.fn();
    stop = followOtherTabs({ onEnded, onStarted: vi.fn() });
    otherTabWrites(JSON.stringify({ hash: 'h2', addressId: 7, requests: null, validUntil: future.toISOString() }));
    expect(onEnded).not.toHaveBeenCalled();
    expect(getSession().hash).toBe('h2');
  });

  it("opens this tab anew when another tab logs in while it has no session; ignores other keys", () => {
    configureSession({ noPass: false, access: ['public', 'private'] });
    const onStarted = vi.fn();
    const onEnded = vi.fn();
    stop = followOtherTabs({ onEnded, onStarted });
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-else', newValue: 'x' }));
    expect(onStarted).not.toHaveBeenCalled();
    otherTabWrites(JSON.stringify({ hash: 'h', addressId: 3, requests: null }));
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('a tab logging out follows no session another tab still announces: it neither reloads its page nor takes the token', async () => {
    configureSession({ noPass: false, access: ['public', 'private'] });
    login();
    const onStarted = vi.fn();
    stop = followOtherTabs({ onEnded: vi.fn(), onStarted });
    sessionActor.send({ type: 'LOGOUT', reason: 'user' });
    const otherTab = new BroadcastChannel('portal.session');
    const stillThere = JSON.stringify({ hash: 'h1', addressId: 7, requests: null, validUntil: future.toISOString() });
    announceSessionChange(stillThere, otherTab);
    otherTabWrites(stillThere);
    // The message is delivered asynchronously; give it the time it takes to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
    otherTab.close();
    expect(onStarted).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('a later expiry from the server', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    configureSession({ noPass: false, access: ['public', 'private'] });
  });

  it('is stored with the session it belongs to, never over another stored token', () => {
    configureSession({ noPass: false, access: ['public', 'private'] });
    sessionActor.send({ type: 'LOGIN', result: { hash: 'h1', addressId: 7, validUntil: future, requests: null } });
    const later = new Date(future.getTime() + 60_000);
    sessionActor.send({ type: 'EXTEND', validUntil: later });
    expect(loadPersistedSession().validUntil).toEqual(later);

    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ hash: 'other', addressId: 7, requests: null }));
    sessionActor.send({ type: 'EXTEND', validUntil: new Date(later.getTime() + 60_000) });
    expect(loadPersistedSession().hash).toBe('other');
  });
});
