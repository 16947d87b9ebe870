/**
 * Login names cannot be told apart or scanned, and failed logins are limited
 * per identifier and address without locking the owner (or a shared address) out.
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX_FAILURES, IDENTIFIER_FREE_FAILURES, IDENTIFIER_MAX_DELAY_MS, LOOKUP_LIMIT, PAIR_MAX_FAILURES, recordFailure, REGISTRATION_LIMIT } from '../../../server/auth/rate-limit';
import { harness, lit, post, sha, PASSWORD, type Harness } from './helpers';

const idOf = async (h: Harness, login: string, from = '10.0.0.1'): Promise<number> =>
  (await h.jsonFrom(from, `/api/IdZumMasterLogin?benutzerkennung=${lit(login)}`)).body.d.IdZumMasterLogin;
const ids = new WeakMap<Harness, Map<string, number>>();
const attempt = async (h: Harness, from: string, login: string, password: string) => {
  // The id is stable per identifier and server (a keyed hash with the database's secret).
  const known = ids.get(h) ?? new Map<string, number>();
  ids.set(h, known);
  if (!known.has(login)) known.set(login, await idOf(h, login, '10.255.0.1'));
  return h.jsonFrom(from, `/api/PruefePasswort?id=${known.get(login)}&hash=${lit(sha(password))}&benutzerkennung=${lit(login)}`);
};

describe('login name enumeration', () => {
  it('answers existing and unknown identifiers from the same range', async () => {
    const h = harness();
    const known = await Promise.all(['eigentuemer', 'vermieter', 'erstanmeldung'].map((l) => idOf(h, l)));
    const unknown = await Promise.all(['niemand', 'xyz', 'eigentuemer2'].map((l) => idOf(h, l)));
    // Real address ids are 1..30; none of the answers is one, and all are positive Int32.
    for (const id of [...known, ...unknown]) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(30);
      expect(id).toBeLessThanOrEqual(2_147_483_647);
    }
    // Not separable by size: the old scheme gave known ids < 100 and unknown >= 100,000,000.
    expect(Math.min(...known)).toBeGreaterThan(100);
  });

  it('limits lookups per address with 429, other addresses unaffected', async () => {
    const h = harness();
    for (let i = 0; i < LOOKUP_LIMIT.max; i++) expect((await h.jsonFrom('10.0.0.9', `/api/IdZumMasterLogin?benutzerkennung=${lit(`n${i}`)}`)).status).toBe(200);
    expect((await h.jsonFrom('10.0.0.9', `/api/IdZumMasterLogin?benutzerkennung=${lit('eins-mehr')}`)).status).toBe(429);
    expect((await h.jsonFrom('10.0.0.10', `/api/IdZumMasterLogin?benutzerkennung=${lit('eins-mehr')}`)).status).toBe(200);
    h.clock.now += LOOKUP_LIMIT.windowMs;
    expect((await h.jsonFrom('10.0.0.9', `/api/IdZumMasterLogin?benutzerkennung=${lit('eins-mehr')}`)).status).toBe(200);
  });

  it('answers a registration the same whether the wished login is taken or free, and limits it per address', async () => {
    const h = harness();
    const url = (login: string): string =>
      `/api/RegistriereBenutzer?kassenzeichen=${lit('KZ-2026-0050')}&objektNr=${lit('OBJ-1050')}&name=${lit('Weber')}&email=${lit('w@example.org')}&benutzerkennung=${lit(login)}&passwortHash=${lit(sha('Neu2026!x'))}&datenschutz=true`;
    const taken = await h.jsonFrom('10.0.0.2', url('vermieter'), post(null));
    const free = await h.jsonFrom('10.0.0.2', url('weber50'), post(null));
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(free.body);
    for (let i = 2; i < REGISTRATION_LIMIT.max; i++) expect((await h.jsonFrom('10.0.0.2', url(`probe${i}`), post(null))).status).toBe(200);
    expect((await h.jsonFrom('10.0.0.2', url('probe-more'), post(null))).status).toBe(429);
    const rows = (h.db.prepare('SELECT COUNT(*) AS n FROM srv_registrations').get() as { n: number }).n;
    expect(rows).toBe(REGISTRATION_LIMIT.max);
  });
});

describe('failed logins', () => {
  it('five wrong passwords from five addresses do not lock the owner out', async () => {
    const h = harness();
    for (let i = 1; i <= 5; i++) expect((await attempt(h, `10.1.0.${i}`, 'erstanmeldung', 'falsch')).status).toBe(422);
    expect((await attempt(h, '10.1.0.99', 'erstanmeldung', PASSWORD)).status).toBe(200);
  });

  it('five failures on other identifiers do not block an address (shared NAT)', async () => {
    const h = harness();
    for (let i = 0; i < 5; i++) expect((await attempt(h, '10.2.0.1', `raten${i}`, 'x')).status).toBe(422);
    expect((await attempt(h, '10.2.0.1', 'eigentuemer', PASSWORD)).status).toBe(200);
  });

  it('still blocks an address spraying many identifiers', async () => {
    const h = harness();
    // The first failures written directly (each real attempt costs a password derivation).
    for (let i = 1; i < ADDRESS_MAX_FAILURES; i++) recordFailure(h.db, { identifier: `spray${i}`, client: '10.3.0.1' }, h.clock.now);
    expect((await attempt(h, '10.3.0.1', 'spray0', 'x')).status).toBe(422);
    const res = await attempt(h, '10.3.0.1', 'eigentuemer', PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.error.message.value).toMatch(/Anmeldeversuche/);
  });

  it('slows guessing on one identifier from many addresses with a growing delay, never a hard lock', async () => {
    const h = harness();
    let address = 0;
    const from = (): string => `10.4.${Math.floor(address / 200)}.${(address++ % 200) + 1}`;
    for (let i = 0; i < IDENTIFIER_FREE_FAILURES; i++) expect((await attempt(h, from(), 'eigentuemer', 'falsch')).status).toBe(422);
    // Now every attempt, right or wrong, waits for the delay after the last failure...
    const held = await attempt(h, from(), 'eigentuemer', PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.error.message.value).toMatch(/Sekunden/);
    // ...which doubles per failure up to a minute, so guesses stay bounded...
    let guesses = 0;
    const start = h.clock.now;
    while (h.clock.now - start < 15 * 60_000) {
      h.clock.now += 10_000;
      if ((await attempt(h, from(), 'eigentuemer', 'falsch')).status === 422) guesses++;
    }
    expect(guesses).toBeLessThan(30);
    // ...and the owner gets in once the current delay is over.
    h.clock.now += IDENTIFIER_MAX_DELAY_MS;
    expect((await attempt(h, from(), 'eigentuemer', PASSWORD)).status).toBe(200);
  });
});

describe('a locked login says how long', () => {
  const raw = (h: Harness, from: string, id: number, password: string) =>
    h.app.request(`http://localhost/api/PruefePasswort?id=${id}&hash=${lit(sha(password))}&benutzerkennung=${lit('eigentuemer')}`, undefined, {
      incoming: { socket: { remoteAddress: from, remoteFamily: 'IPv4' } },
    });

  it('names the minutes left and sends Retry-After, counting down to the moment the right password gets in', async () => {
    const h = harness();
    const id = await idOf(h, 'eigentuemer');
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) expect((await attempt(h, '10.6.0.1', 'eigentuemer', 'falsch')).status).toBe(422);
    h.clock.now += 4 * 60_000 + 30_000;
    const locked = await raw(h, '10.6.0.1', id, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe(String(15 * 60 - 4 * 60 - 30));
    expect(((await locked.json()) as { error: { message: { value: string } } }).error.message.value).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 11 Minuten erneut.',
    );
    h.clock.now += 10 * 60_000;
    const last = await raw(h, '10.6.0.1', id, PASSWORD);
    expect(last.headers.get('Retry-After')).toBe('30');
    expect(((await last.json()) as { error: { message: { value: string } } }).error.message.value).toMatch(/in einer Minute erneut\.$/);
    h.clock.now += 30_000;
    expect((await raw(h, '10.6.0.1', id, PASSWORD)).status).toBe(200);
  });

  it('sends Retry-After with the growing delay on one identifier too', async () => {
    const h = harness();
    const id = await idOf(h, 'eigentuemer');
    for (let i = 0; i < IDENTIFIER_FREE_FAILURES; i++) await attempt(h, `10.7.0.${i + 1}`, 'eigentuemer', 'falsch');
    const held = await raw(h, '10.7.1.1', id, PASSWORD);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
