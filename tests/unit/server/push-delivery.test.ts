/**
 * Reminders reach working endpoints on time even when others never answer: anyone may register
 * an endpoint, so the scheduler must not wait on them one after another, a tick ends at its
 * deadline whatever the endpoints do, a failed endpoint waits its pause counted from its own
 * failure, and registering is limited per client address and refused while too many fail.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import Database from 'better-sqlite3';
import { PUSH_LIMITS, testConfig } from '../../../server/config';
import { createServerTables } from '../../../server/db';
import { failingCounts } from '../../../server/push/failures';
import { createScheduler } from '../../../server/push/scheduler';
import type { PushTransport } from '../../../server/push/transport';
import { PUSH_REGISTRATION_LIMIT } from '../../../server/routes/functions/Registrieren';
import { toWireMs } from '../../../server/time';
import { pushKeys, startPushReceiver, type PushReceiver } from '../../support/push-receiver';
import { harness, lit, type Harness } from './helpers';

const HOUR = 3_600_000;
const keys = pushKeys();
const token = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } });
const loopbackPush = { ...testConfig().push, tickMs: 3_600_000, allowLoopbackHttp: true };
const SEND_CONCURRENCY = PUSH_LIMITS.concurrency;
const registerPath = (fcmToken: string) => `/api/Registrieren?ort=2&strasse=2&vorlaufzeit=48&abfallarten=${lit('1')}&fcmToken=${lit(fcmToken)}`;
const register = async (h: Harness, fcmToken: string) => expect((await h.json(registerPath(fcmToken))).status).toBe(200);
/** Registrations in failure and waiting for their next try. */
const failing = (h: Harness) => (h.db.prepare('SELECT COUNT(*) AS n FROM srv_push_failures').get() as { n: number }).n;
const registrations = (h: Harness) => (h.db.prepare('SELECT id, fcm_token AS token FROM srv_push_registrations ORDER BY id').all() as { id: number; token: string }[]).map((r) => r.token);
/** The real instant whose Berlin wall clock is the given wire value. */
const fromWire = (wire: number): number => [HOUR, 2 * HOUR].map((o) => wire - o).find((e) => toWireMs(e) === wire) ?? wire;

/** Puts the clock where street 2's next Restmüll collection is due (48 h lead, 12 h before the day). */
function dueNow(h: Harness): void {
  const next = h.db
    .prepare(
      `SELECT MIN(t."Termin") AS day FROM "Abfuhrtermine" t JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk"
         JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk" WHERE t."Strasse__fk" = 2 AND g."Abfallart__fk" = 1 AND t."Termin" > ?`,
    )
    .get(toWireMs(h.clock.now) + 3 * 24 * HOUR) as { day: number };
  h.clock.now = fromWire(next.day - 12 * HOUR);
}

describe('reminder delivery with endpoints that never answer', () => {
  let silent: Server | undefined;
  let receiver: PushReceiver | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.destroy();
    await new Promise((resolve) => (silent ? silent.close(resolve) : resolve(undefined)));
    await receiver?.close();
    silent = receiver = undefined;
  });

  it('does not hold a reminder to a working endpoint beyond the send timeout', async () => {
    const timeoutMs = 500;
    // Accepts every connection and reads the request, but never answers.
    let connections = 0;
    silent = createServer((socket) => {
      connections++;
      sockets.push(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const vapid = webpush.generateVAPIDKeys();
    receiver = await startPushReceiver(() => vapid.publicKey);
    const h = harness({ push: loopbackPush });
    // More silent endpoints than sends at once, all registered before the working one.
    const stalling = SEND_CONCURRENCY + 2;
    for (let i = 0; i < stalling; i++) await register(h, token(`http://127.0.0.1:${silentPort}/never/${i}`));
    await register(h, JSON.stringify(receiver.subscription));
    dueNow(h);
    const logged: string[] = [];
    const scheduler = createScheduler({ db: h.db, clock: () => h.clock.now, vapid, subject: 'mailto:t@example.org', allowLoopbackHttp: true, tickMs: 3_600_000, sendTimeoutMs: timeoutMs, log: (m) => logged.push(m) });
    try {
      const started = Date.now();
      expect(await scheduler.tick()).toBe(1);
      const tickMs = Date.now() - started;
      expect(receiver.received).toHaveLength(1);
      // At most one round of silent endpoints stands before it: one timeout, plus its own send.
      expect(receiver.received[0]!.at - started).toBeLessThan(2 * timeoutMs);
      // Two rounds of silent endpoints at most, not one timeout after another.
      expect(tickMs).toBeLessThan(3 * timeoutMs);
      expect(connections).toBe(stalling);
      expect(logged).toHaveLength(stalling);
      expect(logged.every((m) => m.startsWith(`Keine Antwort innerhalb von ${timeoutMs} ms`))).toBe(true);
      // The silent ones wait for their pause; the next tick does not knock again.
      h.clock.now += 1000;
      expect(await scheduler.tick()).toBe(0);
      expect(connections).toBe(stalling);
    } finally {
      scheduler.stop();
    }
  });
});

describe('reminder scheduler with an injected transport', () => {
  const vapid = webpush.generateVAPIDKeys();
  const options = (h: Harness, transport: PushTransport, more: Partial<Parameters<typeof createScheduler>[0]> = {}) => ({
    db: h.db,
    clock: () => h.clock.now,
    vapid,
    subject: 'mailto:t@example.org',
    allowLoopbackHttp: false,
    tickMs: 3_600_000,
    transport,
    log: () => undefined,
    ...more,
  });

  it('sends at most a bounded number at once and ends each at the timeout, even one that ignores its signal', async () => {
    const h = harness();
    for (let i = 0; i < 20; i++) await register(h, token(`https://push.example/hang/${i}`));
    dueNow(h);
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    // Never settles; only its deadline ends its turn.
    const hanging: PushTransport = (_request, signal) => {
      calls++;
      most = Math.max(most, ++inFlight);
      signal.addEventListener('abort', () => inFlight--);
      return new Promise<number>(() => undefined);
    };
    const scheduler = createScheduler(options(h, hanging, { sendTimeoutMs: 30, concurrency: 4 }));
    try {
      const started = Date.now();
      expect(await scheduler.tick()).toBe(0);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      scheduler.stop();
    }
    expect(calls).toBe(20);
    expect(most).toBe(4);
  });

  it('tries endpoints that failed before after those that did not', async () => {
    const h = harness();
    for (const name of ['failing', 'working']) await register(h, token(`https://push.example/${name}`));
    dueNow(h);
    const order: string[] = [];
    const service: PushTransport = async (request) => {
      order.push(request.endpoint.split('/').pop()!);
      return request.endpoint.endsWith('failing') ? 500 : 201;
    };
    const scheduler = createScheduler(options(h, service, { concurrency: 1 }));
    try {
      expect(await scheduler.tick()).toBe(1);
      await register(h, token('https://push.example/new'));
      h.clock.now += 60_000;
      order.length = 0;
      expect(await scheduler.tick()).toBe(1);
    } finally {
      scheduler.stop();
    }
    expect(order).toEqual(['new', 'failing']);
  });

  it('drops a registration at once on 404/410 and after repeated failures otherwise', async () => {
    const h = harness();
    for (const name of ['gone', 'missing', 'broken', 'timeout']) await register(h, token(`https://push.example/${name}`));
    dueNow(h);
    const service: PushTransport = async (request) => {
      const name = request.endpoint.split('/').pop();
      if (name === 'gone') return 410;
      if (name === 'missing') return 404;
      if (name === 'broken') return 502;
      throw new Error('Socket timeout');
    };
    const logged: string[] = [];
    const scheduler = createScheduler(options(h, service, { maxFailures: 3, log: (m) => logged.push(m) }));
    try {
      await scheduler.tick();
      expect(registrations(h)).toEqual([token('https://push.example/broken'), token('https://push.example/timeout')]);
      // Tried again after each pause (1, 2 minutes): the third failure in a row drops them.
      h.clock.now += 60_000;
      await scheduler.tick();
      expect(registrations(h)).toHaveLength(2);
      h.clock.now += 120_000;
      await scheduler.tick();
    } finally {
      scheduler.stop();
    }
    expect(registrations(h)).toEqual([]);
    expect(logged.filter((m) => m.includes('3 Fehlversuche in Folge'))).toHaveLength(2);
  });

  it('counts failures in a row: a delivered reminder starts the count anew', async () => {
    const h = harness();
    await register(h, token('https://push.example/flaky'));
    dueNow(h);
    const statuses = [503, 503, 201];
    const scheduler = createScheduler(options(h, async () => statuses.shift() ?? 503, { maxFailures: 3 }));
    try {
      await scheduler.tick();
      h.clock.now += 60_000;
      await scheduler.tick();
      h.clock.now += 120_000;
      expect(await scheduler.tick()).toBe(1);
      // The next collection day: two more failures are still below the limit.
      dueNow(h);
      await scheduler.tick();
      h.clock.now += 60_000;
      await scheduler.tick();
    } finally {
      scheduler.stop();
    }
    expect(registrations(h)).toHaveLength(1);
  });
});

describe('Registrieren per client address', () => {
  it('answers 429 in German once an address has registered too often; others still register', async () => {
    const h = harness();
    const from = (address: string, i: number) => h.jsonFrom(address, registerPath(token(`https://push.example/${address}/${i}`)));
    for (let i = 0; i < PUSH_REGISTRATION_LIMIT.max; i++) expect((await from('198.51.100.7', i)).status).toBe(200);
    const refused = await from('198.51.100.7', PUSH_REGISTRATION_LIMIT.max);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message.value).toBe('Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut.');
    expect((await from('203.0.113.9', 0)).status).toBe(200);
    // After the window the address may register again.
    h.clock.now += PUSH_REGISTRATION_LIMIT.windowMs + 1;
    expect((await from('198.51.100.7', PUSH_REGISTRATION_LIMIT.max + 1)).status).toBe(200);
    expect(registrations(h)).toHaveLength(PUSH_REGISTRATION_LIMIT.max + 2);
  });
});

describe('a tick whose endpoints never answer', () => {
  const vapid = webpush.generateVAPIDKeys();
  const options = (h: Harness, transport: PushTransport, more: Partial<Parameters<typeof createScheduler>[0]> = {}) => ({
    db: h.db,
    clock: () => h.clock.now,
    vapid,
    subject: 'mailto:t@example.org',
    allowLoopbackHttp: false,
    tickMs: 3_600_000,
    transport,
    log: () => undefined,
    ...more,
  });
  const stallers = ['198.51.100.7', '198.51.100.8'];
  const residents = ['203.0.113.1', '203.0.113.2'];
  const working = residents.map((address) => `https://push.example/${address}`);

  it('sends to working endpoints first and ends at its deadline, the sends it cuts off counted as failures', async () => {
    const h = harness();
    // Two addresses register as many endpoints that never answer as they may (120) ...
    for (const address of stallers) {
      for (let i = 0; i < PUSH_REGISTRATION_LIMIT.max; i++) expect((await h.jsonFrom(address, registerPath(token(`https://stall.example/${address}/${i}`)))).status).toBe(200);
    }
    // ... before two residents register theirs.
    for (const [i, address] of residents.entries()) expect((await h.jsonFrom(address, registerPath(token(working[i]!)))).status).toBe(200);
    dueNow(h);
    const started: string[] = [];
    const cutOff: string[] = [];
    // Never answers; only an abort of its signal ends the send.
    const transport: PushTransport = (request, signal) => {
      started.push(request.endpoint);
      if (working.includes(request.endpoint)) return Promise.resolve(201);
      return new Promise<number>((_resolve, reject) =>
        signal.addEventListener('abort', () => {
          cutOff.push(request.endpoint);
          reject(new Error('abgebrochen'));
        }),
      );
    };
    const logged: string[] = [];
    const deadlineMs = 40;
    // A send timeout far beyond the test's own: only the tick's deadline can end these sends.
    const scheduler = createScheduler(options(h, transport, { tickDeadlineMs: deadlineMs, sendTimeoutMs: 600_000, log: (m) => logged.push(m) }));
    try {
      expect(await scheduler.tick()).toBe(2);
      // The residents' sends were among the first the slots took, not behind the 120 others.
      expect(started.slice(0, SEND_CONCURRENCY)).toEqual(expect.arrayContaining(working));
      // The stalled sends in the slots at the deadline were cut off and count as failures; the
      // others were not started (no failure of theirs) and wait for the next tick.
      const stalledStarted = started.filter((e) => !working.includes(e));
      expect(stalledStarted).toHaveLength(SEND_CONCURRENCY);
      expect(cutOff.sort()).toEqual(stalledStarted.sort());
      expect(failing(h)).toBe(SEND_CONCURRENCY);
      expect(logged.filter((m) => m.startsWith(`Frist des Durchlaufs (${deadlineMs} ms) abgelaufen`))).toHaveLength(SEND_CONCURRENCY);
      // The next tick takes the endpoints not tried yet; those that failed wait for their pause.
      h.clock.now += 1000;
      expect(await scheduler.tick()).toBe(0);
      const second = started.slice(stalledStarted.length + working.length);
      expect(second).toHaveLength(SEND_CONCURRENCY);
      expect(second.filter((e) => stalledStarted.includes(e))).toEqual([]);
      expect(failing(h)).toBe(2 * SEND_CONCURRENCY);
    } finally {
      scheduler.stop();
    }
  });

  it('counts a failed endpoint\'s pause from its own failure, not from the start of the tick', async () => {
    const h = harness();
    await register(h, token('https://push.example/slow'));
    dueNow(h);
    const start = h.clock.now;
    const calls: number[] = [];
    // Takes 50 s (by the injected clock) to answer 503.
    const slow: PushTransport = async () => {
      calls.push(h.clock.now - start);
      h.clock.now += 50_000;
      return 503;
    };
    const scheduler = createScheduler(options(h, slow));
    const tickAt = async (ms: number) => {
      h.clock.now = start + ms;
      await scheduler.tick();
    };
    try {
      // Failed at 50 s: the first pause (a minute) lasts until 110 s, so the tick at 60 s passes it by.
      await tickAt(0);
      await tickAt(60_000);
      expect(calls).toEqual([0]);
      await tickAt(110_000);
      expect(calls).toEqual([0, 110_000]);
      // Failed at 160 s: two minutes, until 280 s; the ticks of every minute in between pass it by.
      for (const ms of [170_000, 230_000, 279_000]) await tickAt(ms);
      expect(calls).toEqual([0, 110_000]);
      await tickAt(280_000);
      expect(calls).toEqual([0, 110_000, 280_000]);
    } finally {
      scheduler.stop();
    }
  });
});

describe('Registrieren while registrations keep failing', () => {
  const vapid = webpush.generateVAPIDKeys();
  const byAddress = 'Von Ihrem Anschluss aus sind bereits zu viele Push-Erinnerungen eingerichtet, die nicht zugestellt werden können. Bitte versuchen Sie es später erneut.';
  const overall = 'Push-Erinnerungen können gerade nicht eingerichtet werden, weil zu viele Push-Dienste nicht antworten. Bitte versuchen Sie es später erneut.';

  it('refuses new ones from an address with too many failing and from anyone while too many fail overall (429, no 503 the portal would take for maintenance)', async () => {
    const h = harness({ push: { ...testConfig().push, maxFailingPerClient: 3, maxFailing: 5 } });
    const from = (address: string, name: string) => h.jsonFrom(address, registerPath(token(`https://push.example/${name}`)));
    for (const name of ['a1', 'a2', 'a3']) expect((await from('198.51.100.7', name)).status).toBe(200);
    dueNow(h);
    let healthy = false;
    const transport: PushTransport = async () => (healthy ? 201 : 500);
    const scheduler = createScheduler({ db: h.db, clock: () => h.clock.now, vapid, subject: 'mailto:t@example.org', allowLoopbackHttp: false, tickMs: 3_600_000, transport, log: () => undefined });
    try {
      await scheduler.tick();
      expect(failing(h)).toBe(3);
      const refused = await from('198.51.100.7', 'a4');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({ code: 'too-many-failing', message: { lang: 'de', value: byAddress } });
      // Changing a registration the address already has adds no endpoint: still allowed.
      expect((await from('198.51.100.7', 'a1')).status).toBe(200);
      // Changed from elsewhere, it still counts for the address that registered it.
      expect((await from('203.0.113.9', 'a2')).status).toBe(200);
      expect(failingCounts(h.db, '198.51.100.7')).toEqual({ all: 3, client: 3 });
      // Another address is not held to the first one's failures.
      for (const name of ['b1', 'b2']) expect((await from('203.0.113.9', name)).status).toBe(200);
      h.clock.now += 60_000;
      await scheduler.tick();
      expect(failing(h)).toBe(5);
      const closed = await from('192.0.2.1', 'c1');
      expect(closed.status).toBe(429);
      expect(closed.body.error).toEqual({ code: 'push-failing', message: { lang: 'de', value: overall } });
      expect(registrations(h)).toHaveLength(5);
      // Once they are delivered again, new registrations are taken from everyone.
      healthy = true;
      h.clock.now += 3_600_000;
      expect(await scheduler.tick()).toBe(5);
      expect(failing(h)).toBe(0);
      expect((await from('192.0.2.1', 'c1')).status).toBe(200);
      expect((await from('198.51.100.7', 'a4')).status).toBe(200);
    } finally {
      scheduler.stop();
    }
  });

  it('stores the client address a registration came from; older databases get the column, their rows none', async () => {
    const h = harness();
    expect((await h.jsonFrom('198.51.100.7', registerPath(token('https://push.example/x')))).status).toBe(200);
    expect(h.db.prepare('SELECT client FROM srv_push_registrations').all()).toEqual([{ client: '198.51.100.7' }]);
    const old = new Database(':memory:');
    old.exec(`CREATE TABLE srv_push_registrations (id INTEGER PRIMARY KEY AUTOINCREMENT, fcm_token TEXT NOT NULL, adress_key TEXT, orte_id INTEGER NOT NULL,
      ortsteil TEXT, strassen_id INTEGER NOT NULL, haus_nr TEXT, haus_nr_zus TEXT, vorlaufzeit INTEGER NOT NULL, abfallarten TEXT NOT NULL, referer TEXT,
      updated_ms INTEGER NOT NULL, UNIQUE (fcm_token, orte_id, strassen_id, haus_nr, haus_nr_zus))`);
    old.prepare(`INSERT INTO srv_push_registrations (fcm_token, orte_id, strassen_id, vorlaufzeit, abfallarten, updated_ms) VALUES ('t', 1, 2, 48, '1', 0)`).run();
    createServerTables(old);
    createServerTables(old);
    expect(old.prepare('SELECT client FROM srv_push_registrations').all()).toEqual([{ client: null }]);
    expect(failingCounts(old, '198.51.100.7')).toEqual({ all: 0, client: 0 });
  });
});
