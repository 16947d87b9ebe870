/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
/**
 * `npm run bench:server`: the reference backend on an ephemeral loopback port with a freshly seeded
 * database in a temp dir; logs in as `vermieter` (40 objects) and measures two hot routes with
 * autocannon (10 connections, 10 s each). Prints requests/s and p99 latency per route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
// autocannon ships no type declarations; the small surface used here is typed below.
// @ts-expect-error -- untyped CommonJS module
import autocannonUntyped from 'autocannon';
import { createApp, loadReferenceMetadata, openDatabase, prepareDatabase, testConfig } from '../server/index';
import { createSite } from '../server/site';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}
const autocannon = autocannonUntyped as (opts: Record<string, unknown>) => Promise<CannonResult>;

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function main(): Promise<void> {
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
    console.log(`\nResults (${CONNECTIONS} connections, ${DURATION_S} s each):`);
    for (const r of rows) console.log(r);
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
