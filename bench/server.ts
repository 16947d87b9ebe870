/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
/**
 * `npm run bench:server`: the reference backend on an ephemeral loopback port with a freshly seeded
 * database in a temp dir; logs in as `vermieter` (40 objects) and measures two hot routes with
 * autocannon (10 connections, 10 s each). Prints requests/s and p99 latency per route.
 *
 * Then the public calendar feed (KalenderAbo/$value) against a static file of the same size served
 * by the same server (the ceiling): warm (cached), cold (distinct parameters, every request
 * computed; a second server without the per-address and global limits), 304 revalidations, and the p99 of an
 * unrelated call (GET /api/Vorlaufzeiten, one connection) while 20 connections flood the feed —
 * warm, and cold from one address (which the per-address limit answers with 429). Budgets next to
 * the figures: warm feed within 2x of the static file, the unrelated p99 under flood <= 50 ms.
 *
 * Last the distributed calendar flood (bench/flood.ts): 20 addresses, each inside its allowance of
 * cold calendar computations, against a backend in a process of its own, directly and through
 * nginx; the unrelated call's p99 through nginx <= 100 ms. `npm run bench:server -- --flood` runs
 * that part alone.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
// autocannon ships no type declarations; the small surface used here is typed below.
// @ts-expect-error -- untyped CommonJS module
import autocannonUntyped from 'autocannon';
import { createApp, loadReferenceMetadata, openDatabase, prepareDatabase, testConfig } from '../server/index';
import { loadAssets } from '../server/http/static';
import { createSite } from '../server/site';
import { distributedFlood, FLOOD_HEADING } from './flood';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number; p50: number };
  non2xx: number;
  errors: number;
  statusCodeStats?: Record<string, { count: number }>;
}
const autocannon = autocannonUntyped as (opts: Record<string, unknown>) => Promise<CannonResult>;

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const FLOOD_CONNECTIONS = 20;
const UNRELATED_P99_BUDGET_MS = 50;

type Site = ReturnType<typeof createSite>;

async function listen(site: Site) {
  const server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const line = (name: string, r: CannonResult, note = ''): string =>
  `${name.padEnd(60)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms   non-2xx ${r.non2xx}, errors ${r.errors}${note ? `   ${note}` : ''}`;

/** The feed benchmark: see the file comment. */
async function feeds(dir: string, makeSite: (assets: ReturnType<typeof loadAssets>, unlimited: boolean) => Site): Promise<string[]> {
  const year = new Date().getFullYear();
  const feed = `/api/KalenderAbo/$value?orteId=2&strassenId=2&abfallarten=${encodeURIComponent("'1,2,3,4,5,6'")}&erinnerung=true`;
  // A static file of the feed's own size and bytes, served by the same server: the ceiling.
  const probeSite = await listen(makeSite(new Map(), true));
  const body = await (await fetch(probeSite.base + feed)).text();
  await new Promise<void>((resolve) => probeSite.server.close(() => resolve()));
  const dist = join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Bench</title>');
  writeFileSync(join(dist, 'kalender.txt'), body);
  const limited = await listen(makeSite(loadAssets(dist), false));
  const unlimited = await listen(makeSite(new Map(), true));
  const rows: string[] = [];
  try {
    console.log(`\nKalenderAbo/$value (street 2, ${year}/${year + 1}): ${Buffer.byteLength(body)} bytes`);
    const run = (opts: Record<string, unknown>) => autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
    const staticFile = await run({ url: `${limited.base}/kalender.txt` });
    rows.push(line('static file of the same size (ceiling)', staticFile));
    await (await fetch(limited.base + feed)).text();
    const warm = await run({ url: limited.base + feed });
    const ratio = staticFile.requests.average / Math.max(1, warm.requests.average);
    rows.push(line('feed warm (cached)', warm, `static/warm ${ratio.toFixed(2)}x (budget <= 2x: ${ratio <= 2 ? 'OK' : 'OVER'})`));
    let n = 0;
    const cold = await run({
      url: unlimited.base + feed,
      requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `${feed}&hausNr=${encodeURIComponent(`'c${++n}'`)}` }) }],
    });
    rows.push(line('feed cold (distinct parameters, no cold-work limits)', cold));
    const primed = await fetch(limited.base + feed);
    await primed.text();
    const etag = primed.headers.get('etag')!;
    const revalidated = await run({ url: limited.base + feed, headers: { 'If-None-Match': etag } });
    rows.push(line('feed 304 (If-None-Match)', revalidated, `${revalidated.statusCodeStats?.['304']?.count ?? 0} answers 304`));
    const alone = await run({ url: `${limited.base}/api/Vorlaufzeiten`, connections: 1 });
    rows.push(line('GET /api/Vorlaufzeiten alone (1 connection)', alone));
    const underFlood = async (flood: Record<string, unknown>): Promise<[CannonResult, CannonResult]> => {
      const flooding = autocannon({ connections: FLOOD_CONNECTIONS, duration: DURATION_S, ...flood });
      const unrelated = autocannon({ url: `${limited.base}/api/Vorlaufzeiten`, connections: 1, duration: DURATION_S });
      return [await unrelated, await flooding];
    };
    const budget = (r: CannonResult) => `(budget p99 <= ${UNRELATED_P99_BUDGET_MS} ms: ${r.latency.p99 <= UNRELATED_P99_BUDGET_MS ? 'OK' : 'OVER'})`;
    const [warmUnrelated, warmFlood] = await underFlood({ url: limited.base + feed });
    rows.push(line(`  flood: feed warm, ${FLOOD_CONNECTIONS} connections`, warmFlood));
    rows.push(line('  GET /api/Vorlaufzeiten meanwhile (1 connection)', warmUnrelated, budget(warmUnrelated)));
    let m = 0;
    const [coldUnrelated, coldFlood] = await underFlood({
      url: limited.base + feed,
      requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: `${feed}&hausNr=${encodeURIComponent(`'f${++m}'`)}` }) }],
    });
    rows.push(line(`  flood: feed cold from one address, ${FLOOD_CONNECTIONS} connections`, coldFlood, `${coldFlood.statusCodeStats?.['429']?.count ?? 0} answers 429`));
    rows.push(line('  GET /api/Vorlaufzeiten meanwhile (1 connection)', coldUnrelated, budget(coldUnrelated)));
    // Computations the flood queued may still run after its connections closed; the database
    // must stay open until they are done.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  } finally {
    for (const s of [limited, unlimited]) await new Promise<void>((resolve) => s.server.close(() => resolve()));
  }
  return rows;
}

async function main(): Promise<void> {
  if (process.argv.includes('--flood')) {
    const floodRows = await distributedFlood();
    console.log(`\n${FLOOD_HEADING}`);
    for (const r of floodRows) console.log(r);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const config = testConfig({ dataDir: dir, databaseFile: join(dir, 'portal.sqlite'), maintenanceFile: join(dir, 'maintenance') });
  const db = openDatabase(config.databaseFile);
  const { xml, model } = loadReferenceMetadata();
  const t0 = performance.now();
  prepareDatabase(db, model);
  console.log(`Seeded fresh database in ${(performance.now() - t0).toFixed(0)} ms (${dir})`);
  const site = createSite({ config, api: createApp({ db, model, metadataXml: xml, config }), assets: new Map() });
  const server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const lit = (s: string): string => encodeURIComponent(`'${s}'`);
    const id = ((await (await fetch(`${base}/api/IdZumMasterLogin?benutzerkennung=${lit('vermieter')}`)).json()) as any).d.IdZumMasterLogin;
    const hash = createHash('sha256').update('Demo2026!').digest('hex');
    const login = (await (await fetch(`${base}/api/PruefePasswort?id=${id}&hash=${lit(hash)}&benutzerkennung=${lit('vermieter')}`)).json()) as any;
    const token: string = login.d.PruefePasswort.EncryptedData;
    const year = new Date().getFullYear();
    const routes: { name: string; path: string; headers: Record<string, string> }[] = [
      {
        name: 'Objekte (vermieter, 40 objects, 4 expansions)',
        path: '/api/Objekte?$expand=Strasse/Ort,EigentuemerAdressenObj/Anrede,PflichtigerAdressenObj,Objekttyp',
        headers: { 'X-Auth-Hash': token },
      },
      {
        name: `AbfuhrtermineAbJahr (street 2, ${year}+, expand + orderby)`,
        path:
          `/api/AbfuhrtermineAbJahr?orteId=2&strassenId=2&jahr=${year}` +
          '&$expand=Abfuhrplan,Abfuhrplan/GefaesstarifArt/Abfallart,Abfuhrplan/GefaesstarifArt/VolumenObj' +
          '&$orderby=Abfuhrplan/GefaesstarifArt/Abfallart/Name,Abfuhrplan/GefaesstarifArt/VolumenObj/VolumenWert',
        headers: {},
      },
    ];
    const rows: string[] = [];
    for (const route of routes) {
      const probe = await fetch(base + route.path, { headers: route.headers });
      const body = (await probe.json()) as any;
      // `{d: [...]}`, or `{d: {results}}` when the answer uses V2 features.
      const count = (Array.isArray(body.d) ? body.d : body.d?.results)?.length ?? 0;
      console.log(`\n${route.name}: HTTP ${probe.status}, ${count} rows, ${JSON.stringify(body).length} bytes`);
      const result = await autocannon({ url: base + route.path, headers: route.headers, connections: CONNECTIONS, duration: DURATION_S });
      rows.push(
        `${route.name.padEnd(60)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    }
    const makeSite = (assets: ReturnType<typeof loadAssets>, unlimited: boolean): Site =>
      createSite({
        config,
        api: createApp({ db, model, metadataXml: xml, config, publicCache: unlimited ? { coldPerAddress: Number.POSITIVE_INFINITY, coldGlobal: Number.POSITIVE_INFINITY } : {} }),
        assets,
      });
    const feedRows = await feeds(dir, makeSite);
    const floodRows = await distributedFlood();
    console.log(`\nResults (${CONNECTIONS} connections, ${DURATION_S} s each):`);
    for (const r of rows) console.log(r);
    console.log(`\nPublic calendar feed (${CONNECTIONS} connections unless stated, ${DURATION_S} s each):`);
    for (const r of feedRows) console.log(r);
    console.log(`\n${FLOOD_HEADING}`);
    for (const r of floodRows) console.log(r);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
