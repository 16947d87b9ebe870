/**
 * Reminders reach working endpoints on time even when others never answer: anyone may register
 * an endpoint, so the scheduler must not wait on them one after another, and registering is
 * limited per client address.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createScheduler, SEND_CONCURRENCY } from '../../../server/push/scheduler';
import type { PushTransport } from '../../../server/push/transport';
import { PUSH_REGISTRATION_LIMIT } from '../../../server/routes/functions/Registrieren';
import { toWireMs } from '../../../server/time';
import { pushKeys, startPushReceiver, type PushReceiver } from '../../support/push-receiver';
import { harness, lit, type Harness } from './helpers';

const HOUR = 3_600_000;
const keys = pushKeys();
const token = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } });
const loopbackPush = { vapidSubject: 'mailto:test@example.org', tickMs: 3_600_000, clockFile: null, allowLoopbackHttp: true, hosts: null };
const registerPath = (fcmToken: string) => `/api/Registrieren?ort=2&strasse=2&vorlaufzeit=48&abfallarten=${lit('1')}&fcmToken=${lit(fcmToken)}`;
const register = async (h: Harness, fcmToken: string) => expect((await h.json(registerPath(fcmToken))).status).toBe(200);
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
