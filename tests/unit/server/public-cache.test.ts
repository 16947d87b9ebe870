/**
 * The public calendar answers (KalenderAbo, KalenderExport, KalenderDruck, AbfuhrtermineAbJahr)
 * are computed once per parameters and calendar data version, revalidated with ETag /
 * Last-Modified, storable by shared caches, and their uncached work is bounded per client address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bumpCalendarVersion, calendarVersion, CALENDAR_TABLES } from '../../../server/calendar/data-version';
import { PUBLIC_CACHE_CONTROL, PublicAnswers } from '../../../server/http/public-cache';
import { functionHandlers } from '../../../server/routes/functions/index';
import { prepareDatabase } from '../../../server/index';
import { harness, lit, login, model, type Harness } from './helpers';

afterEach(() => vi.restoreAllMocks());

const year = (h: Harness) => new Date(h.clock.now).getUTCFullYear();
const street = (h: Harness) => h.db.prepare(`SELECT "StrassenId" AS street, "Ort__fk" AS town FROM "Strassen" ORDER BY 1 LIMIT 1`).get() as { street: number; town: number };

function urls(h: Harness): Record<'KalenderAbo' | 'KalenderExport' | 'KalenderDruck' | 'AbfuhrtermineAbJahr', string> {
  const { street: s, town: t } = street(h);
  const y = year(h);
  return {
    KalenderAbo: `/api/KalenderAbo/$value?orteId=${t}&strassenId=${s}`,
    KalenderExport: `/api/KalenderExport/$value?orteId=${t}&strassenId=${s}&von=DateTime'${y}-01-01T00:00:00'&bis=DateTime'${y}-12-31T00:00:00'`,
    KalenderDruck: `/api/KalenderDruck/$value?orteId=${t}&strassenId=${s}&jahr=${y}&halbjahr=1`,
    AbfuhrtermineAbJahr: `/api/AbfuhrtermineAbJahr?orteId=${t}&strassenId=${s}&jahr=${y}&$expand=Abfuhrplan/GefaesstarifArt/Abfallart`,
  };
}

describe('public calendar answers', () => {
  it('are computed once, carry ETag, Last-Modified and a public Cache-Control, and answer 304 to either validator', async () => {
    const h = harness();
    for (const [name, url] of Object.entries(urls(h))) {
      const run = vi.spyOn(functionHandlers[name]!, 'run');
      const first = await h.request(url);
      expect(first.status, name).toBe(200);
      const etag = first.headers.get('etag')!;
      const lastModified = first.headers.get('last-modified')!;
      expect(etag, name).toMatch(/^"[\w-]+"$/);
      expect(Date.parse(lastModified), name).toBeLessThanOrEqual(Date.now());
      expect(first.headers.get('cache-control'), name).toBe(PUBLIC_CACHE_CONTROL);
      expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      const body = Buffer.from(await first.arrayBuffer());
      const second = await h.request(url);
      expect(second.headers.get('etag'), name).toBe(etag);
      expect(Buffer.from(await second.arrayBuffer()).equals(body), `${name}: same bytes`).toBe(true);
      expect(run, `${name}: computed once`).toHaveBeenCalledTimes(1);
      for (const headers of [{ 'If-None-Match': etag }, { 'If-None-Match': `"other", W/${etag}` }, { 'If-Modified-Since': lastModified }] as Record<string, string>[]) {
        const revalidated = await h.request(url, { headers });
        expect(revalidated.status, `${name} ${JSON.stringify(headers)}`).toBe(304);
        expect(await revalidated.text()).toBe('');
        expect(revalidated.headers.get('etag')).toBe(etag);
        expect(revalidated.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      }
      expect((await h.request(url, { headers: { 'If-None-Match': '"other"', 'If-Modified-Since': lastModified } })).status, name).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
    }
  });

  it('change with the calendar data: a write to any calendar table, a seed or reset gives a new ETag and a fresh answer', async () => {
    const h = harness();
    const url = urls(h).KalenderAbo;
    const before = await h.request(url);
    const etag = before.headers.get('etag')!;
    const { street: s } = street(h);
    h.db.prepare(`UPDATE "Abfuhrtermine" SET "Hinweis" = 'Neuer Hinweis der Behörde' WHERE "Strasse__fk" = ?`).run(s);
    const after = await h.request(url, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).toContain('Neuer Hinweis der Behörde');
    for (const table of CALENDAR_TABLES) {
      const tag = calendarVersion(h.db).tag;
      h.db.prepare(`UPDATE "${table}" SET rowid = rowid WHERE rowid = (SELECT MIN(rowid) FROM "${table}")`).run();
      expect(calendarVersion(h.db).tag, table).not.toBe(tag);
    }
    const tag = calendarVersion(h.db).tag;
    bumpCalendarVersion(h.db);
    expect(calendarVersion(h.db).tag).not.toBe(tag);
    // A reset drops and reseeds everything, the version included: its counter starts again, its epoch does not repeat.
    const reset = calendarVersion(h.db).tag;
    prepareDatabase(h.db, model, { reset: true, now: h.clock.now });
    expect(calendarVersion(h.db).tag).not.toBe(reset);
  });

  it('are not stored by shared caches when the request carries credentials, and errors never', async () => {
    const h = harness();
    const url = urls(h).KalenderAbo;
    const { token } = await login(h, 'eigentuemer');
    for (const headers of [{ 'X-Auth-Hash': token }, { Authorization: 'Bearer x' }, { Cookie: 'a=b' }] as Record<string, string>[]) {
      const res = await h.request(url, { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control'), JSON.stringify(headers)).toBe('no-store');
    }
    const { town } = street(h);
    const missing = await h.request(`/api/KalenderAbo/$value?orteId=${town}&strassenId=999999`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();
    expect((await h.request('/api/Vorlaufzeiten')).headers.get('cache-control')).toBe('no-store');
  });

  it('bound the uncached work per client address with a German 429; cached answers and other addresses stay served', async () => {
    const h = harness({}, undefined, { publicCache: { coldPerAddress: 3 } });
    const url = urls(h).KalenderAbo;
    const numbered = (n: number) => `${url}&hausNr=${lit(String(n))}`;
    for (let n = 1; n <= 3; n++) expect((await h.jsonFrom('203.0.113.9', numbered(n))).status).toBe(200);
    const refused = await from(h, '203.0.113.9', numbered(4));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await refused.json()).error.message.value).toMatch(/Zu viele .*Bitte versuchen Sie es/);
    expect((await h.jsonFrom('203.0.113.9', numbered(2))).status, 'a cached answer costs nothing').toBe(200);
    expect((await h.jsonFrom('198.51.100.7', numbered(4))).status, 'another address').toBe(200);
    h.clock.now += 61_000;
    expect((await h.jsonFrom('203.0.113.9', numbered(5))).status, 'a minute later').toBe(200);
  });

  it('bound the uncached work of all addresses together with a German 503 and Retry-After; cached answers, revalidations and each address\'s own allowance stay', async () => {
    const h = harness({}, undefined, { publicCache: { coldGlobal: 2, coldPerAddress: 1 } });
    const url = urls(h).KalenderDruck;
    const numbered = (n: number) => `${url}&hausNr=${lit(String(n))}`;
    const t0 = h.clock.now;
    expect((await from(h, '203.0.113.1', numbered(1))).status).toBe(200);
    h.clock.now = t0 + 1000;
    const first = await from(h, '203.0.113.2', numbered(2));
    expect(first.status).toBe(200);
    h.clock.now = t0 + 2000;
    const refused = await from(h, '203.0.113.3', numbered(3));
    expect(refused.status, 'a third address inside its own allowance').toBe(503);
    expect(refused.headers.get('retry-after'), 'when the first computation leaves the minute').toBe('58');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await refused.json()).error.message.value).toBe('Der Abfuhrkalender wird gerade sehr oft abgefragt. Bitte versuchen Sie es in 58 Sekunden erneut.');
    expect((await from(h, '203.0.113.3', numbered(2))).status, 'a cached answer is served').toBe(200);
    expect((await from(h, '203.0.113.3', numbered(2), { 'If-None-Match': first.headers.get('etag')! })).status, 'and revalidated').toBe(304);
    h.clock.now = t0 + 60_000;
    expect((await from(h, '203.0.113.3', numbered(3))).status, 'the refusal did not use up its own allowance').toBe(200);
    const own = await from(h, '203.0.113.3', numbered(4));
    expect(own.status, 'its own allowance first').toBe(429);
    expect(own.headers.get('retry-after')).toBe('60');
    h.clock.now = t0 + 60_999;
    const soon = await from(h, '203.0.113.4', numbered(4));
    expect(soon.status).toBe(503);
    expect(soon.headers.get('retry-after')).toBe('1');
    expect((await soon.json()).error.message.value).toMatch(/in einer Sekunde erneut\.$/);
    h.clock.now = t0 + 61_000;
    expect((await from(h, '203.0.113.4', numbered(4))).status, 'the second computation has left the minute').toBe(200);
  });

  it('take the global allowance from the configuration (PORTAL_CALENDAR_COLD_PER_MINUTE)', async () => {
    const h = harness({ calendar: { coldPerMinute: 1, workers: 1 } });
    const url = urls(h).KalenderExport;
    expect((await from(h, '203.0.113.1', `${url}&hausNr=${lit('1')}`)).status).toBe(200);
    expect((await from(h, '203.0.113.2', `${url}&hausNr=${lit('2')}`)).status).toBe(503);
  });
});

/** A request from `address` (the node server's socket, as the limits see it), headers and all. */
async function from(h: Harness, address: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return h.app.request(`http://localhost${path}`, { headers }, { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } });
}

describe('PublicAnswers', () => {
  const answer = (text: string) => ({ body: text, headers: { 'Content-Type': 'text/plain' } });

  it('shares one computation among concurrent requests for the same answer', async () => {
    const cache = new PublicAnswers();
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer('x');
    };
    const all = await Promise.all([1, 2, 3].map(() => cache.get('k', 'a', 0, compute)));
    expect(all.map((a) => a.body)).toEqual(['x', 'x', 'x']);
    expect(runs).toBe(1);
  });

  it('runs at most `concurrency` computations at once, lets I/O in between, and refuses beyond the queue with 503', async () => {
    const cache = new PublicAnswers({ concurrency: 1, maxQueued: 2 });
    let running = 0;
    let peak = 0;
    const order: string[] = [];
    const compute = (key: string) => async () => {
      running++;
      peak = Math.max(peak, running);
      order.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return answer(key);
    };
    const io = new Promise<void>((resolve) => setImmediate(() => (order.push('io'), resolve())));
    const done = Promise.allSettled(['a', 'b', 'c', 'd'].map((key) => cache.get(key, key, 0, compute(key))));
    await io;
    const settled = await done;
    expect(peak).toBe(1);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    const rejected = settled.find((s) => s.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 503, retryAfterSeconds: 5 });
    expect(order.indexOf('io')).toBeLessThan(order.indexOf('c'));
  });

  it('counts the cold work of all addresses in a sliding minute: beyond it 503 with Retry-After, each address\'s own limit first, refusals free', async () => {
    const cache = new PublicAnswers({ coldGlobal: 3, coldPerAddress: 1 });
    let runs = 0;
    const compute = () => (runs++, answer('x'));
    await cache.get('a', 'x', 0, compute);
    await cache.get('b', 'y', 10_000, compute);
    await cache.get('c', 'z', 20_000, compute);
    await expect(cache.get('d', 'w', 30_000, compute)).rejects.toMatchObject({ status: 503, code: 'busy', retryAfterSeconds: 30, message: expect.stringMatching(/in 30 Sekunden erneut\.$/) });
    expect((await cache.get('a', 'w', 30_000, compute)).body, 'cached').toBe('x');
    expect(runs).toBe(3);
    // The start at 0 has left the window; w's refusal at 30 s did not count against w.
    await cache.get('d', 'w', 60_000, compute);
    await expect(cache.get('e', 'w', 60_000, compute)).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60 });
    await expect(cache.get('e', 'v', 69_001, compute)).rejects.toMatchObject({ status: 503, retryAfterSeconds: 1, message: expect.stringMatching(/in einer Sekunde erneut\.$/) });
    // Neither refusal counted: b's start leaves at 70 s, and there is room for exactly one.
    await cache.get('e', 'v', 70_000, compute);
    await expect(cache.get('f', 'u', 70_000, compute)).rejects.toMatchObject({ status: 503 });
    expect(runs).toBe(5);
    // A clock set back forgets what it cannot place.
    await cache.get('f', 'u', 5_000, compute);
    expect(runs).toBe(6);
  });

  it('is bounded in entries', async () => {
    const cache = new PublicAnswers({ maxEntries: 2 });
    let runs = 0;
    const compute = () => (runs++, answer('x'));
    for (const key of ['a', 'b', 'c', 'a']) await cache.get(key, 'client', 0, compute);
    expect(runs).toBe(4);
  });
});
