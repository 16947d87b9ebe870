/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
/**
 * Every absolute URL the backend writes starts with the configured public origin
 * (PORTAL_PUBLIC_URL), whatever the request says about its host: a reset or registration link mailed,
 * the payment URL and the provider's return address, OData links. Run on a real socket, so the
 * request's URL is what Node builds from the Host header, as under `npm start`.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, lit, offeredDumpDay, PASSWORD, sha, type Harness } from './helpers';
import { outboxSettled } from '../../../server/mail/outbox';

const PUBLIC = 'https://portal.example.de';

/** What an attacker can put into a request: every header that names a host or an origin. */
const HOSTILE = {
  Host: 'evil.example',
  Origin: 'https://evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  Forwarded: 'host=evil.example;proto=https',
};

let servers: ReturnType<typeof serve>[] = [];

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.map((s) => new Promise<void>((done) => s.close(() => done()))));
  servers = [];
});

interface Live {
  h: Harness;
  outbox: string;
  /** A request with the hostile headers (and an optional session token); the parsed JSON answer. */
  call(method: 'GET' | 'POST', path: string, token?: string): Promise<{ status: number; body: any }>;
}

async function live(overrides: Parameters<typeof harness>[0] = {}): Promise<Live> {
  const outbox = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  const h = harness({ outboxDir: outbox, publicUrl: PUBLIC, ...overrides });
  const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise<void>((done) => (server.listening ? done() : server.once('listening', () => done())));
  const { port } = server.address() as AddressInfo;
  const call: Live['call'] = (method, path, token) =>
    new Promise((done, fail) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { ...HOSTILE, ...(token ? { 'X-Auth-Hash': token } : {}) } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text.startsWith('{') ? JSON.parse(text) : text }));
      });
      req.on('error', fail);
      req.end();
    });
  return { h, outbox, call };
}

async function loginLive(l: Live, user = 'eigentuemer'): Promise<string> {
  const id = (await l.call('GET', `/api/IdZumMasterLogin?benutzerkennung=${lit(user)}`)).body.d.IdZumMasterLogin;
  const res = await l.call('GET', `/api/PruefePasswort?id=${id}&hash=${lit(sha(PASSWORD))}&benutzerkennung=${lit(user)}`);
  expect(res.status).toBe(200);
  return res.body.d.PruefePasswort.EncryptedData as string;
}

const openDemand = (h: Harness): number =>
  (h.db.prepare(`SELECT "ForderungenId" AS id FROM "Forderungen" WHERE "Objekt__fk" = 2 AND "Status" = 1 ORDER BY "ForderungenId" LIMIT 1`).get() as { id: number }).id;

describe('the configured public origin, whatever Host, Origin and X-Forwarded-* say', () => {
  it('is where the mailed reset link points; the request itself is answered normally', async () => {
    const l = await live();
    const res = await l.call('POST', `/api/SendePasswortLink?kennung=${lit('eigentuemer')}`);
    expect(res.body).toEqual({ d: { SendePasswortLink: true } });
    // The link is mailed after the answer (the same steps for every Kennung).
    await outboxSettled();
    const mails = readdirSync(l.outbox)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => readFileSync(join(l.outbox, f), 'utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^https:\/\/portal\.example\.de\/register#passwort-neu=[A-Za-z0-9_-]+$/m);
    expect(mails[0]).not.toContain('evil.example');
  });

  it("is where the mailed registration link points", async () => {
    const l = await live();
    const res = await l.call(
      'POST',
      `/api/RegistriereBenutzer?kassenzeichen=${lit('KZ-2026-0050')}&objektNr=${lit('OBJ-1050')}&name=${lit('Weber')}&email=${lit('eva.weber@example.org')}` +
        `&benutzerkennung=${lit('eva.weber')}&passwortHash=${lit(sha('Sommer2026!neu'))}&datenschutz=true`,
    );
    expect(res.status).toBe(200);
    await outboxSettled();
    const mails = readdirSync(l.outbox)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => readFileSync(join(l.outbox, f), 'utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^https:\/\/portal\.example\.de\/register#zugang-bestaetigen=[A-Za-z0-9_-]+$/m);
    expect(mails[0]).not.toContain('evil.example');
  });

  it('is the origin of the test provider URL StarteZahlung answers and of the return address it stores', async () => {
    const l = await live();
    const token = await loginLive(l);
    const res = await l.call('POST', `/api/StarteZahlung?zweck=${lit('demand')}&referenz=${openDemand(l.h)}&ruecksprung=${lit('/objects/2/demands')}`, token);
    expect(res.status).toBe(200);
    const { TransaktionsId: txid, Url: url } = res.body.d.StarteZahlung;
    expect(url).toBe(`${PUBLIC}/testzahlung/${txid}`);
    const stored = l.h.db.prepare('SELECT return_url AS ret FROM srv_payments WHERE transaction_id = ?').get(txid) as { ret: string };
    expect(stored.ret).toBe(`${PUBLIC}/objects/2/demands`);
  });

  it("is the return address and {origin} handed to the authority's provider", async () => {
    const l = await live({ paymentUrlTemplate: 'https://pay.example.org/checkout?ref={txid}&return={returnUrl}&from={origin}' });
    const token = await loginLive(l);
    const res = await l.call('POST', `/api/StarteZahlung?zweck=${lit('demand')}&referenz=${openDemand(l.h)}&ruecksprung=${lit('/objects/2/demands')}`, token);
    const url = new URL(res.body.d.StarteZahlung.Url);
    expect(url.origin).toBe('https://pay.example.org');
    expect(url.searchParams.get('return')).toBe(`${PUBLIC}/objects/2/demands`);
    expect(url.searchParams.get('from')).toBe(PUBLIC);
  });

  it('is the origin of the payment URL of a paid bulky-waste order', async () => {
    const l = await live();
    const token = await loginLive(l);
    const day = offeredDumpDay(l.h, 3, 2);
    const res = await l.call(
      'POST',
      `/api/LegeStueckgutAuftragAn?objekteId=2&stueckgutAuftragsartenId=3&positionen=${lit('12:2')}&wunschtermin=DateTime'${day}T00:00:00'` +
        `&eMail=${lit('anna.becker@example.org')}&einwilligung=true`,
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.d.ZahlungsUrl).toBe(`${PUBLIC}/testzahlung/${res.body.d.ZahlungsTransaktionsId}`);
    const stored = l.h.db.prepare('SELECT return_url AS ret FROM srv_payments').get() as { ret: string };
    expect(stored.ret).toBe(`${PUBLIC}/objects/2/dump`);
  });

  it('is the origin of OData links (__metadata.uri)', async () => {
    const l = await live();
    const res = await l.call('GET', '/api/Strassen?$top=1&$inlinecount=allpages');
    expect(res.status).toBe(200);
    const [first] = res.body.d.results ?? res.body.d;
    expect(first.__metadata.uri).toMatch(new RegExp(`^${PUBLIC.replace(/\./g, '\\.')}/api/Strassen\\(`));
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });
});
