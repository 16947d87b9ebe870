import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, type SessionContext, type SessionInput } from '../../../src/session/session.machine';
import { toSession } from '../../../src/session/session';
import { toLoginResult, parseRequests } from '../../../src/session/login-result';
import { loadPersistedSession, savePersistedSession, SESSION_KEY } from '../../../src/session/persistence';
import type { LoginResult } from '../../../src/session/types';
import { memoryStorage } from '../memory-storage';

const future = new Date(Date.now() + 3_600_000);
const past = new Date(Date.now() - 1000);

const result = (over: Partial<LoginResult> = {}): LoginResult => ({
  hash: 'token-1',
  addressId: 7,
  validUntil: future,
  requests: null,
  userAddress: { AdressenId: 7, Vorname: 'Erika', Name: 'Mustermann', EMail: 'e@example.org', FremdKey: null },
  extraIdentifier: 'OBJ-1001',
  ...over,
});

function start(input: SessionInput = {}) {
  const persisted: SessionContext[] = [];
  const cleared: { reason: string; hadToken: boolean }[] = [];
  const machine = sessionMachine.provide({
    actions: {
      persist: (_a, { context }) => {
        persisted.push(context);
      },
      clearTraces: (_a, params) => {
        cleared.push(params);
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  const session = () => toSession(actor.getSnapshot().context);
  return { actor, session, persisted, cleared };
}

describe('session machine', () => {
  it('starts unauthorized and becomes authorized only with hash and address id', () => {
    const { actor, session } = start();
    expect(session().authorized).toBe(false);
    actor.send({ type: 'LOGIN', result: result() });
    expect(session()).toMatchObject({ authorized: true, hash: 'token-1', addressId: 7, extraIdentifier: 'OBJ-1001', expired: false });
    expect(session().userAddress?.Name).toBe('Mustermann');
  });

  it('restores hash, address id and requests from persistence', () => {
    const { session } = start({ persisted: { hash: 'h', addressId: 3, requests: ['Passwort'] } });
    expect(session()).toMatchObject({ authorized: true, requests: ['Passwort'], validUntil: null });
  });

  it('persists after login and keeps the extra identifier when a later commit does not supply one', () => {
    const { actor, session, persisted } = start();
    actor.send({ type: 'LOGIN', result: result() });
    const { extraIdentifier: _omit, ...withoutExtra } = result({ hash: 'token-2' });
    actor.send({ type: 'UPDATE', result: withoutExtra });
    expect(session()).toMatchObject({ hash: 'token-2', extraIdentifier: 'OBJ-1001' });
    expect(persisted.at(-1)).toMatchObject({ hash: 'token-2', addressId: 7 });
  });

  it('has no requests after a login that supplies none', () => {
    const { actor, session } = start({ persisted: { hash: 'h', addressId: 1, requests: ['Passwort'] } });
    const { requests: _omit, ...noRequests } = result();
    actor.send({ type: 'LOGIN', result: noRequests });
    expect(session().requests).toBeNull();
  });

  it('logout clears address, identifiers, token, expiry and requests and triggers the trace clean-up', () => {
    const { actor, session, cleared, persisted } = start();
    actor.send({ type: 'LOGIN', result: result({ requests: ['Passwort'] }) });
    actor.send({ type: 'LOGOUT' });
    expect(session()).toMatchObject({
      authorized: false, hash: null, addressId: null, validUntil: null, requests: null, userAddress: null, extraIdentifier: null,
    });
    expect(cleared).toEqual([{ reason: 'user', hadToken: true }]);
    expect(persisted.at(-1)).toMatchObject({ hash: null, addressId: null, requests: null });
  });

  it('noPass logout keeps an unexpired token but drops the address', () => {
    const { actor, session } = start({ noPass: true, access: ['public', 'private'] });
    actor.send({ type: 'LOGIN', result: result() });
    actor.send({ type: 'LOGOUT' });
    expect(session()).toMatchObject({ hash: 'token-1', addressId: null, authorized: false });
  });

  it('the special no-password logout ends a noPass session, token included', () => {
    const { actor, session } = start({ noPass: true, access: ['public', 'private'] });
    actor.send({ type: 'LOGIN', result: result() });
    actor.send({ type: 'LOGOUT', reason: 'endSession' });
    expect(session()).toMatchObject({ hash: null, addressId: null, validUntil: null, authorized: false });
  });

  it('noPass logout of an expired session clears the token too', () => {
    const { actor, session } = start({ noPass: true });
    actor.send({ type: 'LOGIN', result: result({ validUntil: past }) });
    expect(session().expired).toBe(true);
    actor.send({ type: 'LOGOUT', reason: 'expired' });
    expect(session().hash).toBeNull();
  });

  it('is expired once validUntil lies in the past', () => {
    const { actor } = start();
    actor.send({ type: 'LOGIN', result: result() });
    const context = actor.getSnapshot().context;
    expect(toSession(context, future.getTime() - 1).expired).toBe(false);
    expect(toSession(context, future.getTime() + 1).expired).toBe(true);
  });

  it('follows the server when it extends the session, but never shortens it or revives a logged-out one', () => {
    const { actor, session } = start();
    const soon = new Date(Date.now() + 60_000);
    actor.send({ type: 'LOGIN', result: result({ validUntil: soon }) });
    const later = new Date(Date.now() + 1_800_000);
    actor.send({ type: 'EXTEND', validUntil: later });
    expect(session().validUntil).toEqual(later);
    actor.send({ type: 'EXTEND', validUntil: soon });
    expect(session().validUntil).toEqual(later);
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'EXTEND', validUntil: new Date(Date.now() + 3_600_000) });
    expect(session().validUntil).toBeNull();
    expect(session().authorized).toBe(false);
  });

  it('marks a user with more than one object as landlord', () => {
    const { actor, session } = start();
    actor.send({ type: 'LOGIN', result: result() });
    actor.send({ type: 'OBJECTS_LOADED', count: 1 });
    expect(session().isLandlord).toBe(false);
    actor.send({ type: 'OBJECTS_LOADED', count: 3 });
    expect(session().isLandlord).toBe(true);
  });
});

describe('login result', () => {
  it('maps Anmeldeergebnis to the LOGIN payload', () => {
    const mapped = toLoginResult({
      EncryptedData: 'abc', Expiration: future, RequestedChanges: 'EMail', IsPasswordChangeRequested: true, BenutzerAdresse: 9, ZusatzKennung: null,
    });
    expect(mapped).toEqual({ hash: 'abc', addressId: 9, validUntil: future, requests: ['EMail', 'Passwort'] });
    expect(parseRequests({ RequestedChanges: '', IsPasswordChangeRequested: false })).toBeNull();
  });
});

describe('persistence', () => {
  it('round-trips only hash, address id, requests, expiry and the remember choice and removes the key when empty', () => {
    const store = memoryStorage();
    const stores = { kept: memoryStorage(), tab: store };
    savePersistedSession({ hash: 'h', addressId: 2, requests: null, remember: false }, stores);
    expect(JSON.parse(store.getItem(SESSION_KEY)!)).toEqual({ hash: 'h', addressId: 2, requests: null, validUntil: null, remember: false });
    expect(loadPersistedSession(stores)).toEqual({ hash: 'h', addressId: 2, requests: null, validUntil: null, remember: false });
    savePersistedSession({ hash: 'h', addressId: 2, requests: null, validUntil: future }, stores);
    expect(loadPersistedSession(stores).validUntil).toEqual(future);
    savePersistedSession({ hash: null, addressId: null, requests: null }, stores);
    expect(store.getItem(SESSION_KEY)).toBeNull();
  });

  it('treats a tampered value as no session', () => {
    const store = memoryStorage();
    store.setItem(SESSION_KEY, '{not json');
    expect(loadPersistedSession({ kept: store, tab: memoryStorage() })).toEqual({ hash: null, addressId: null, requests: null, validUntil: null });
  });
});
