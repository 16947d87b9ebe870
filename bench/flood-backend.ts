/**
 * The reference backend for the distributed-flood bench (bench/flood.ts), in a process of its own
 * as `npm start` runs it (tsx, the configuration from the environment), so that the clients'
 * work does not share its event loop: a freshly seeded database in PORTAL_DATA_DIR, the API on
 * PORT (0: any free port). Prints `listening <port>` once it answers.
 *
 * `GET /__bench/event-loop` answers how late the event loop ran since the last such request
 * (p50/p99/max in ms, node:perf_hooks): whether the server's own thread was held up, apart from
 * what the machine's load does to every thread.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, loadConfig, loadReferenceMetadata, openDatabase, prepareDatabase } from '../server/index';
import { createSite } from '../server/site';

const config = loadConfig(process.env, []);
const db = openDatabase(join(config.dataDir, 'portal.sqlite'));
const { xml, model } = loadReferenceMetadata();
prepareDatabase(db, model);
const site = createSite({ config, api: createApp({ db, model, metadataXml: xml, config }), assets: new Map() });
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const eventLoop = (): Response => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const report = { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
  delay.reset();
  return Response.json(report);
};
const server = serve({
  fetch: (request, env) => (new URL(request.url).pathname === '/__bench/event-loop' ? eventLoop() : site.fetch(request, env)),
  port: config.port,
  hostname: '127.0.0.1',
});
server.once('listening', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
const stop = (): void => {
  server.close();
  // Computations still running may read the database; the process ends with them.
  setTimeout(() => (db.close(), process.exit(0)), 500);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
