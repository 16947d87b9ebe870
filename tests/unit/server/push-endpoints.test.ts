/**
 * Where the server may send a push: never into its own machine or network, however the address is
 * spelled, whatever a name resolves to when the request goes out. No test here reaches beyond
 * loopback: names are resolved by injected resolvers.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { testConfig } from '../../../server/config';
import { isLocalName, isPublicAddress, localHostsNames } from '../../../server/push/address';
import { createScheduler } from '../../../server/push/scheduler';
import { parseToken, type EndpointPolicy } from '../../../server/push/subscription';
import { guardedTransport, RefusedAddressError, type Resolver } from '../../../server/push/transport';
import { toWireMs } from '../../../server/time';
import { pushKeys, startPushReceiver, type PushReceiver } from '../../support/push-receiver';
import { harness, lit } from './helpers';

const HOUR = 3_600_000;
const keys = pushKeys();
const token = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } });
const strict: EndpointPolicy = { allowLoopbackHttp: false, hosts: null };

/** Non-public addresses in the forms a probe used, and the ranges around them. */
const NOT_PUBLIC = [
  // IPv6 spellings of loopback and of IPv4 loopback
  '::1',
  '::',
  '::7f00:1',
  '::127.0.0.1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '64:ff9b::7f00:1',
  '64:ff9b::a00:1',
  '64:ff9b:1::7f00:1',
  '2002:7f00:1::1',
  '2001:0:4136:e378:8000:63bf:80ff:fffe',
  // other special IPv6 ranges
  'fec0::1',
  'fe80::1',
  'fc00::1',
  'fd12:3456::1',
  'ff02::1',
  '100::1',
  '2001:db8::1',
  '::ffff:0:a00:1',
  // IPv4: loopback, private, link-local (cloud metadata), shared, reserved, documentation, benchmarking
  '127.0.0.1',
  '127.255.255.254',
  '0.0.0.0',
  '10.0.0.5',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.2',
  '169.254.169.254',
  '100.64.0.1',
  '192.0.0.8',
  '192.0.2.1',
  '198.18.0.1',
  '198.19.255.254',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '240.0.0.1',
  '255.255.255.255',
  'push.example',
];
const PUBLIC = ['142.250.185.74', '8.8.8.8', '2a00:1450:4001:82b::200a', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '[2a00:1450:4001:82b::200a]'];

describe('public addresses', () => {
  it.each(NOT_PUBLIC)('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(PUBLIC)('accepts %s', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('push endpoints refused at registration', () => {
  const refused = [
    'https://[::7f00:1]/x',
    'https://[::127.0.0.1]/x',
    'https://[64:ff9b::7f00:1]/x',
    'https://[fec0::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[fe80::1]/x',
    'https://192.0.2.1/x',
    'https://198.18.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    // Other spellings of 127.0.0.1 that URL parsing turns into it.
    'https://2130706433/x',
    'https://0x7f.1/x',
    'https://localhost./x',
    'https://LOCALHOST/x',
    'https://ip6-localhost/x',
    'https://ip6-loopback/x',
    `https://${hostname()}/x`,
    `https://${hostname()}./x`,
    'https://printer.local/x',
    'https://metadata.google.internal/x',
    'https://db.localhost/x',
    'https://1.0.0.127.in-addr.arpa/x',
    'http://push.example/x',
    'http://fcm.googleapis.com/fcm/send/abc',
  ];
  it.each(refused)('%s', (endpoint) => {
    expect(parseToken(token(endpoint), strict)).toMatchObject({ kind: 'invalid' });
    // The test switch opens http to loopback only, nothing else.
    expect(parseToken(token(endpoint), { allowLoopbackHttp: true, hosts: null })).toMatchObject({ kind: 'invalid' });
  });

  it('accepts the public push services and public addresses', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QAbc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://142.250.185.74/x',
      'https://[2a00:1450:4001:82b::200a]/x',
      // What this name resolves to is only known when the push is sent (see below).
      'https://127.0.0.1.nip.io/x',
    ]) {
      expect(parseToken(token(endpoint), strict).kind, endpoint).toBe('webpush');
    }
  });

  it('knows the names the hosts file points at local addresses', () => {
    const names = localHostsNames('127.0.0.1\tlocalhost\n::1 ip6-localhost ip6-loopback\n10.0.0.7 nas.example.org # NAS\n8.8.8.8 dns.google\n\n# 127.0.0.1 commented.example.org\n');
    expect([...names].sort()).toEqual(['ip6-localhost', 'ip6-loopback', 'localhost', 'nas.example.org']);
    expect(isLocalName('NAS.example.org.', names)).toBe(true);
    expect(isLocalName('dns.google', names)).toBe(false);
  });

  it('takes only the listed push services when the authority lists them', () => {
    const listed: EndpointPolicy = { allowLoopbackHttp: false, hosts: ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'] };
    expect(parseToken(token('https://fcm.googleapis.com/fcm/send/abc'), listed).kind).toBe('webpush');
    expect(parseToken(token('https://FCM.googleapis.com./fcm/send/abc'), listed).kind).toBe('webpush');
    expect(parseToken(token('https://web.push.apple.com/QAbc'), listed).kind).toBe('webpush');
    for (const endpoint of ['https://push.example/x', 'https://xfcm.googleapis.com/x', 'https://fcm.googleapis.com.attacker.example/x', 'https://142.250.185.74/x']) {
      expect(parseToken(token(endpoint), listed), endpoint).toEqual({ kind: 'invalid', reason: 'dieser Push-Dienst wird nicht unterstützt' });
    }
  });

  it('Registrieren answers a refused endpoint in German and stores nothing', async () => {
    const h = harness({ push: { ...testConfig().push, hosts: ['fcm.googleapis.com'] } });
    const register = (endpoint: string) => h.json(`/api/Registrieren?ort=2&strasse=2&vorlaufzeit=6&abfallarten=${lit('1')}&fcmToken=${lit(token(endpoint))}`);
    for (const endpoint of ['https://[::7f00:1]/x', 'https://localhost./x', 'https://updates.push.services.mozilla.com/wpush/v2/abc']) {
      const res = await register(endpoint);
      expect(res.status, endpoint).toBe(422);
      expect(res.body.error.code).toBe('fcmToken');
      expect(res.body.error.message.value).toMatch(/^Die Push-Anmeldung des Browsers ist ungültig \(.+\)\.$/);
    }
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM srv_push_registrations').get()).toEqual({ n: 0 });
    expect((await register('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(200);
  });
});

describe('push requests checked where they connect', () => {
  let listener: Server | undefined;
  let receiver: PushReceiver | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (listener ? listener.close(resolve) : resolve(undefined)));
    await receiver?.close();
    listener = receiver = undefined;
  });

  /** A TCP listener on loopback that counts who connects (nothing may). */
  async function loopbackListener(): Promise<{ port: number; connections: () => number }> {
    let connections = 0;
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener!.listen(0, '127.0.0.1', resolve));
    return { port: (listener.address() as AddressInfo).port, connections: () => connections };
  }

  const request = (endpoint: string) => ({ endpoint, method: 'POST', headers: { TTL: '60' }, body: Buffer.from('x') });

  it('refuses a name that resolves to loopback when it connects, and never connects', async () => {
    const { port, connections } = await loopbackListener();
    const asked: string[] = [];
    const resolve: Resolver = async (host) => (asked.push(host), [{ address: '127.0.0.1', family: 4 }]);
    const transport = guardedTransport({ allowLoopbackHttp: false, resolve });
    const sent = transport(request(`https://127.0.0.1.nip.io:${port}/x`), AbortSignal.timeout(2000));
    await expect(sent).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(sent).rejects.toThrow('127.0.0.1.nip.io führt zur nicht öffentlichen Adresse 127.0.0.1');
    expect(asked).toEqual(['127.0.0.1.nip.io']);
    expect(connections()).toBe(0);
  });

  it('refuses a name when any of its addresses is not public (a rebinding answer mixes them)', async () => {
    const { port, connections } = await loopbackListener();
    const resolve: Resolver = async () => [
      { address: '2a00:1450:4001:82b::200a', family: 6 },
      { address: '::ffff:127.0.0.1', family: 6 },
      { address: '8.8.8.8', family: 4 },
    ];
    const transport = guardedTransport({ allowLoopbackHttp: false, resolve });
    await expect(transport(request(`https://push.example:${port}/x`), AbortSignal.timeout(2000))).rejects.toBeInstanceOf(RefusedAddressError);
    expect(connections()).toBe(0);
  });

  it('refuses literal addresses that are not public without asking a resolver', async () => {
    const { port, connections } = await loopbackListener();
    const asked: string[] = [];
    const transport = guardedTransport({ allowLoopbackHttp: true, resolve: async (host) => (asked.push(host), []) });
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::1]']) {
      await expect(transport(request(`https://${host}:${port}/x`), AbortSignal.timeout(2000)), host).rejects.toBeInstanceOf(RefusedAddressError);
    }
    expect(asked).toEqual([]);
    expect(connections()).toBe(0);
  });

  it('connects to the address its resolver checked (the e2e receiver by name, with the test switch)', async () => {
    const vapid = webpush.generateVAPIDKeys();
    receiver = await startPushReceiver(() => vapid.publicKey);
    const asked: string[] = [];
    const transport = guardedTransport({ allowLoopbackHttp: true, resolve: async (host) => (asked.push(host), [{ address: '127.0.0.1', family: 4 }]) });
    const endpoint = receiver.subscription.endpoint.replace('127.0.0.1', 'localhost');
    const details = webpush.generateRequestDetails({ ...receiver.subscription, endpoint }, JSON.stringify({ title: 't', body: 'b', url: '/calendar', tag: 'x' }), {
      vapidDetails: { subject: 'mailto:t@example.org', ...vapid },
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
    expect(await transport({ endpoint, method: 'POST', headers, body: details.body ?? null }, AbortSignal.timeout(2000))).toBe(201);
    expect(asked).toEqual(['localhost']);
    expect(receiver.received).toHaveLength(1);
    // Even with the switch a name must lead to loopback, and https stays public-only.
    const elsewhere = guardedTransport({ allowLoopbackHttp: true, resolve: async () => [{ address: '10.0.0.5', family: 4 }] });
    await expect(elsewhere({ endpoint, method: 'POST', headers, body: null }, AbortSignal.timeout(2000))).rejects.toBeInstanceOf(RefusedAddressError);
  });

  it('the scheduler sends nothing to a registered name that resolves to loopback by the time it sends', async () => {
    const { port, connections } = await loopbackListener();
    const h = harness();
    const endpoint = `https://push.example:${port}/x`;
    const res = await h.json(`/api/Registrieren?ort=2&strasse=2&vorlaufzeit=48&abfallarten=${lit('1,2,3,4')}&fcmToken=${lit(token(endpoint))}`);
    expect(res.status).toBe(200);
    const next = h.db.prepare(`SELECT MIN("Termin") AS day FROM "Abfuhrtermine" WHERE "Strasse__fk" = 2 AND "Termin" > ?`).get(toWireMs(h.clock.now) + 3 * 24 * HOUR) as { day: number };
    h.clock.now = next.day - 12 * HOUR;
    const logged: string[] = [];
    const transport = guardedTransport({ allowLoopbackHttp: false, resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const scheduler = createScheduler({ db: h.db, clock: () => h.clock.now, vapid: webpush.generateVAPIDKeys(), subject: 'mailto:t@example.org', allowLoopbackHttp: false, tickMs: 3_600_000, transport, log: (m) => logged.push(m) });
    try {
      expect(await scheduler.tick()).toBe(0);
    } finally {
      scheduler.stop();
    }
    expect(logged).toEqual([expect.stringContaining('push.example führt zur nicht öffentlichen Adresse 127.0.0.1')]);
    expect(connections()).toBe(0);
  });
});
