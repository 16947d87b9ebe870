/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../server/config';
import { createScheduler } from '../../../server/push/scheduler';
import { MAX_REGISTRATIONS_PER_TOKEN } from '../../../server/routes/functions/Registrieren';
import { parseToken } from '../../../server/push/subscription';
import type { PushTransport } from '../../../server/push/transport';
import { toWireMs } from '../../../server/time';
import webpush from 'web-push';
import { pushKeys, startPushReceiver, type PushReceiver } from '../../support/push-receiver';
import { harness, lit, post, type Harness } from './helpers';

const HOUR = 3_600_000;
const register = (h: Harness, params: Record<string, string | number>) =>
  h.json(
    `/api/Registrieren?${Object.entries({ ort: 2, strasse: 2, vorlaufzeit: 6, abfallarten: lit('1,2'), ...params })
      .map(([k, v]) => `${k}=${v}`)
      .join('&')}`,
    { headers: { 'X-Referer': 'http://localhost/calendar' } },
  );
const rows = (h: Harness) => h.db.prepare('SELECT * FROM srv_push_registrations ORDER BY id').all() as any[];
/** The real instant whose Berlin wall clock is the given wire value. */
const fromWire = (wire: number): number => [HOUR, 2 * HOUR].map((o) => wire - o).find((e) => toWireMs(e) === wire) ?? wire;

describe('Registrieren', () => {
  it('rejects what it cannot use with 422 and the field as code', async () => {
    const h = harness();
    const cases: [Record<string, string | number>, string][] = [
      [{ fcmToken: lit('{"endpoint":"https://push.example/x"}') }, 'fcmToken'],
      [{ fcmToken: lit(JSON.stringify({ endpoint: 'https://10.0.0.5/x', keys: { p256dh: 'abc', auth: 'def' } })) }, 'fcmToken'],
      [{ fcmToken: lit(JSON.stringify({ endpoint: 'http://127.0.0.1:9/x', keys: { p256dh: 'abc', auth: 'def' } })) }, 'fcmToken'],
      [{ fcmToken: lit('t'), strasse: 2, ort: 1 }, 'strasse'],
      [{ fcmToken: lit('t'), vorlaufzeit: 7 }, 'vorlaufzeit'],
      [{ fcmToken: lit('t'), abfallarten: lit('1,99') }, 'abfallarten'],
      [{ fcmToken: lit('t'), abfallarten: lit('Restmüll') }, 'abfallarten'],
    ];
    for (const [params, code] of cases) {
      const res = await register(h, params);
      expect([res.status, res.body.error?.code], JSON.stringify(params)).toEqual([422, code]);
    }
    // Absent or blank required parameters are malformed requests.
    expect((await register(h, {})).status).toBe(400);
    expect((await register(h, { fcmToken: lit(' ') })).status).toBe(400);
    expect(rows(h)).toEqual([]);
  });

  it('is idempotent per device and address; other devices of the same address are their own rows', async () => {
    const h = harness();
    for (let i = 0; i < 2; i++) expect((await register(h, { fcmToken: lit('tok-a'), adressKey: lit('2_Bahnhofstrae_5'), hausNr: lit('5') })).body.d.Registrieren.Registriert).toBe(true);
    expect(rows(h)).toMatchObject([{ fcm_token: 'tok-a', adress_key: '2_Bahnhofstrae_5', haus_nr: '5', vorlaufzeit: 6, abfallarten: '1,2', referer: 'http://localhost/calendar' }]);
    // Registering again updates lead time and waste types (a changed configuration).
    await register(h, { fcmToken: lit('tok-a'), adressKey: lit('2_Bahnhofstrae_5'), hausNr: lit('5'), vorlaufzeit: 12, abfallarten: lit('2,1,2') });
    expect(rows(h)).toMatchObject([{ fcm_token: 'tok-a', vorlaufzeit: 12, abfallarten: '1,2' }]);
    await register(h, { fcmToken: lit('tok-b'), adressKey: lit('2_Bahnhofstrae_5'), hausNr: lit('5') });
    // A landlord's second address on the same device.
    expect((await register(h, { fcmToken: lit('tok-a'), adressKey: lit('2_Gartenstrae_'), strasse: 7 })).status).toBe(200);
    expect(rows(h).map((r) => [r.fcm_token, r.strassen_id])).toEqual([['tok-a', 2], ['tok-b', 2], ['tok-a', 7]]);
  });

  it('unregisters with the token (and the configuration key), never with a guessed key alone', async () => {
    const h = harness();
    await register(h, { fcmToken: lit('tok-a'), adressKey: lit('cfg-1') });
    expect((await register(h, { fcmToken: lit('tok-a'), adressKey: lit('cfg-2'), strasse: 7 })).status).toBe(200);
    expect((await h.json('/api/push/unregister', post(null, { adressKey: 'cfg-1', fcmToken: 'other' }))).body).toEqual({ removed: 0 });
    expect((await h.json('/api/push/unregister', post(null, { adressKey: 'cfg-1' }))).status).toBe(400);
    expect((await h.json('/api/push/unregister', post(null, { adressKey: 'cfg-1', fcmToken: 'tok-a' }))).body).toEqual({ removed: 1 });
    expect(rows(h).map((r) => r.adress_key)).toEqual(['cfg-2']);
    expect((await h.json('/api/push/unregister', post(null, { fcmToken: 'tok-a' }))).body).toEqual({ removed: 1 });
    expect(rows(h)).toEqual([]);
  });

  it('limits how many addresses one device registers', async () => {
    const h = harness();
    const insert = h.db.prepare(`INSERT INTO srv_push_registrations (fcm_token, orte_id, strassen_id, haus_nr, haus_nr_zus, vorlaufzeit, abfallarten, updated_ms) VALUES ('tok-a', 2, 2, ?, '', 6, '1', 0)`);
    for (let i = 0; i < MAX_REGISTRATIONS_PER_TOKEN; i++) insert.run(String(i + 100));
    expect((await register(h, { fcmToken: lit('tok-a'), hausNr: lit('5') })).body.error.code).toBe('fcmToken');
    // Registering one of its addresses again is still an update.
    expect((await register(h, { fcmToken: lit('tok-a'), hausNr: lit('100') })).status).toBe(200);
    expect((await register(h, { fcmToken: lit('tok-b'), hausNr: lit('5') })).status).toBe(200);
  });

  it('takes a long browser subscription (Firefox endpoints make the JSON longer than 400 characters)', async () => {
    const h = harness();
    const keys = pushKeys();
    const token = JSON.stringify({ endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${'gAAAAA'.repeat(60)}`, keys: { p256dh: keys.p256dh, auth: keys.authText } });
    expect(token.length).toBeGreaterThan(450);
    expect((await register(h, { fcmToken: lit(token) })).status).toBe(200);
    expect(rows(h).map((r) => r.fcm_token)).toEqual([token]);
  });

  it('announces the VAPID public key only when push is set up', async () => {
    expect((await harness().json('/api/push/vapid-public-key')).status).toBe(404);
  });
});

describe('web push subscriptions as tokens', () => {
  it('accepts https endpoints of public hosts, loopback http only when allowed', () => {
    const sub = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: 'BNcR', auth: 'tBHI' } });
    const strict = { allowLoopbackHttp: false, hosts: null };
    const loopback = { allowLoopbackHttp: true, hosts: null };
    expect(parseToken('native-fcm-token', strict).kind).toBe('native');
    expect(parseToken(sub('https://fcm.googleapis.com/fcm/send/abc'), strict).kind).toBe('webpush');
    for (const bad of ['https://192.168.1.2/x', 'https://localhost/x', 'https://[::1]/x', 'https://u:p@push.example/x', 'ftp://push.example/x']) {
      expect(parseToken(sub(bad), loopback).kind, bad).toBe('invalid');
    }
    expect(parseToken(sub('http://127.0.0.1:4000/x'), strict).kind).toBe('invalid');
    expect(parseToken(sub('http://127.0.0.1:4000/x'), loopback).kind).toBe('webpush');
  });
});

describe('reminder scheduler', () => {
  let receiver: PushReceiver | undefined;
  afterEach(async () => receiver?.close());

  it('sends each reminder once at its lead time, VAPID-signed and encrypted, with the holiday shift in German', async () => {
    const h = harness({ push: { ...testConfig().push, tickMs: 3_600_000, allowLoopbackHttp: true } });
    const vapid = webpush.generateVAPIDKeys();
    receiver = await startPushReceiver(() => vapid.publicKey);
    const shifted = h.db
      .prepare(
        `SELECT t."Termin" AS day, s."StrassenId" AS street, s."Ort__fk" AS town, s."Name" AS name, t."Hinweis" AS note
           FROM "Abfuhrtermine" t JOIN "Strassen" s ON s."StrassenId" = t."Strasse__fk"
           JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk" JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk"
          WHERE t."IstVerschoben" = 1 AND t."Termin" > ? AND g."Abfallart__fk" = 1 ORDER BY t."Termin" LIMIT 1`,
      )
      .get(toWireMs(h.clock.now) + 2 * 24 * HOUR) as { day: number; street: number; town: number; name: string; note: string };
    const token = JSON.stringify(receiver.subscription);
    const res = await register(h, { fcmToken: lit(token), ort: shifted.town, strasse: shifted.street, hausNr: lit('7'), vorlaufzeit: 6, abfallarten: lit('1') });
    expect(res.status).toBe(200);
    const scheduler = createScheduler({ db: h.db, clock: () => h.clock.now, vapid, subject: 'mailto:test@example.org', allowLoopbackHttp: true, tickMs: 3_600_000 });
    try {
      // One minute before the evening before at 18:00 (Berlin): nothing yet.
      h.clock.now = fromWire(shifted.day - 6 * HOUR) - 60_000;
      expect(await scheduler.tick()).toBe(0);
      h.clock.now += 60_000;
      expect(await scheduler.tick()).toBe(1);
      expect(await scheduler.tick()).toBe(0);
    } finally {
      scheduler.stop();
    }
    expect(receiver.rejected).toEqual([]);
    expect(receiver.received).toHaveLength(1);
    const [push] = receiver.received;
    expect(push?.claims).toMatchObject({ aud: new URL(receiver.subscription.endpoint).origin, sub: 'mailto:test@example.org' });
    const date = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(shifted.day));
    expect(push?.message.title).toBe('Abfuhr morgen: Restmüll');
    expect(push?.message.body).toContain(`Restmüll wird am ${date} abgeholt (${shifted.name} 7).`);
    expect(push?.message.body).toContain(shifted.note);
    expect(push?.message.url).toBe('/calendar');
  });

  it('reminds on the morning of the collection day (a negative lead time) with "heute"', async () => {
    const h = harness({ push: { ...testConfig().push, tickMs: 3_600_000, allowLoopbackHttp: true } });
    const vapid = webpush.generateVAPIDKeys();
    receiver = await startPushReceiver(() => vapid.publicKey);
    await register(h, { fcmToken: lit(JSON.stringify(receiver.subscription)), vorlaufzeit: -6, abfallarten: lit('1') });
    const next = h.db
      .prepare(
        `SELECT MIN(t."Termin") AS day FROM "Abfuhrtermine" t JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk"
           JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk" WHERE t."Strasse__fk" = 2 AND g."Abfallart__fk" = 1 AND t."Termin" > ?`,
      )
      .get(toWireMs(h.clock.now) + 3 * 24 * HOUR) as { day: number };
    const scheduler = createScheduler({ db: h.db, clock: () => h.clock.now, vapid, subject: 'mailto:t@example.org', allowLoopbackHttp: true, tickMs: 3_600_000 });
    try {
      h.clock.now = fromWire(next.day + 6 * HOUR) - 1000;
      expect(await scheduler.tick()).toBe(0);
      h.clock.now += 1000;
      expect(await scheduler.tick()).toBe(1);
    } finally {
      scheduler.stop();
    }
    expect(receiver.received.map((r) => r.message.title)).toEqual(['Abfuhr heute: Restmüll']);
  });

  it('tries a failed send again only after a pause, then once', async () => {
    const h = harness({ push: { ...testConfig().push, tickMs: 3_600_000, allowLoopbackHttp: false } });
    const keys = pushKeys();
    await register(h, { fcmToken: lit(JSON.stringify({ endpoint: 'https://push.example/x', keys: { p256dh: keys.p256dh, auth: keys.authText } })), vorlaufzeit: 48, abfallarten: lit('1,2,3,4') });
    const next = h.db.prepare(`SELECT MIN("Termin") AS day FROM "Abfuhrtermine" WHERE "Strasse__fk" = 2 AND "Termin" > ?`).get(toWireMs(h.clock.now) + 3 * 24 * HOUR) as { day: number };
    h.clock.now = fromWire(next.day - 12 * HOUR);
    const statuses = [503, 201];
    const calls: number[] = [];
    const service: PushTransport = async () => {
      calls.push(h.clock.now);
      return statuses.shift() ?? 201;
    };
    const logged: string[] = [];
    const scheduler = createScheduler({ db: h.db, clock: () => h.clock.now, vapid: webpush.generateVAPIDKeys(), subject: 'mailto:t@example.org', allowLoopbackHttp: false, tickMs: 3_600_000, transport: service, log: (m) => logged.push(m) });
    try {
      expect(await scheduler.tick()).toBe(0);
      h.clock.now += 1000;
      expect(await scheduler.tick()).toBe(0);
      expect(calls).toHaveLength(1);
      h.clock.now += 60_000;
      expect(await scheduler.tick()).toBe(1);
      expect(await scheduler.tick()).toBe(0);
    } finally {
      scheduler.stop();
    }
    expect(calls).toHaveLength(2);
    expect(logged).toEqual([expect.stringContaining('503')]);
  });

  it('forgets a registration the push service reports gone', async () => {
    const h = harness({ push: { ...testConfig().push, tickMs: 3_600_000, allowLoopbackHttp: true } });
    const vapid = webpush.generateVAPIDKeys();
    const keys = pushKeys();
    const token = JSON.stringify({ endpoint: 'https://push.example/gone', keys: { p256dh: keys.p256dh, auth: keys.authText } });
    await register(h, { fcmToken: lit(token), vorlaufzeit: 48, abfallarten: lit('1,2,3,4') });
    const next = h.db.prepare(`SELECT MIN("Termin") AS day FROM "Abfuhrtermine" WHERE "Strasse__fk" = 2 AND "Termin" > ?`).get(toWireMs(h.clock.now) + 3 * 24 * HOUR) as { day: number };
    h.clock.now = fromWire(next.day - 12 * HOUR);
    const gone: PushTransport = async () => 410;
    const scheduler = createScheduler({ db: h.db, clock: () => h.clock.now, vapid, subject: 'mailto:t@example.org', allowLoopbackHttp: false, tickMs: 3_600_000, transport: gone });
    try {
      expect(rows(h)).toHaveLength(1);
      await scheduler.tick();
    } finally {
      scheduler.stop();
    }
    expect(rows(h)).toEqual([]);
  });
});
