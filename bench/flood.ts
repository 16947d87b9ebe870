/**
 * The distributed calendar flood of `npm run bench:server` (docs/security.md, "Floods"): 20 client
 * addresses, each inside its allowance of cold calendar computations (30 a minute), ask for
 * printable PDFs, subscription feeds and .ics downloads with parameters nobody asked for before,
 * so that every request is computed; meanwhile a probe measures an unrelated call
 * (GET /api/Vorlaufzeiten) p50/p99, once directly and once through nginx (deploy/nginx.conf, the
 * cache included). Budget: the probe's p99 through nginx <= 100 ms.
 *
 * The backend runs in a process of its own (bench/flood-backend.ts, started with tsx like
 * `npm start`), freshly seeded for each pass, trusting 127.0.0.1 as its proxy. The flood's
 * addresses are real: on Linux all of 127.0.0.0/8 is loopback, so each client binds its own
 * 127.0.x.y; directly the backend sees that socket address, through nginx the X-Forwarded-For
 * nginx writes. Each address sends its 30 requests spread evenly over the flood (open loop: the
 * next one leaves on time whether or not the last was answered, at most 4 at once per address).
 *
 * Ports: BENCH_FLOOD_PORT (backend; nginx the next port), default any free ones. BENCH_FLOOD_SECONDS
 * (default 20) is the flood's length. NGINX_BIN (default /usr/sbin/nginx); without nginx the
 * nginx pass is left out. Each timing is printed with the 1-minute load average beside it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderNginxConf } from '../deploy/render-nginx';

const ROOT = resolve(import.meta.dirname, '..');
const ADDRESSES = 20;
/** Cold calendar computations one address may cause per minute (server/http/public-cache.ts). */
const PER_ADDRESS = 30;
const IN_FLIGHT_PER_ADDRESS = 4;
const PROBE_INTERVAL_MS = 25;
const ALONE_SECONDS = 5;
const NGINX_P99_BUDGET_MS = 100;
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 20);
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const load = (): string => `load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

interface Answer {
  status: number;
  ms: number;
  /** The start of a refusal's text (OData error message), for the report. */
  refusal?: string;
}

function get(url: string, agent: Agent): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((done) => {
    const req = request(url, { agent, timeout: 60_000, headers: { Accept: '*/*' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        if (res.statusCode !== 200 && text.length < 1000) text += chunk.toString();
      });
      res.on('end', () => {
        const message = /"value":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 120);
        done({ status: res.statusCode ?? 0, ms: performance.now() - t0, refusal: res.statusCode === 200 ? undefined : message });
      });
      res.on('error', () => done({ status: 0, ms: performance.now() - t0 }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => done({ status: 0, ms: performance.now() - t0, refusal: err.message }));
    req.end();
  });
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

interface Timing {
  p50: number;
  p99: number;
  max: number;
  n: number;
}

function timing(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? NaN, n: sorted.length };
}

const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
const timingText = (t: Timing) => `p50 ${ms(t.p50)}   p99 ${ms(t.p99)}   max ${ms(t.max)}   (${t.n} calls)`;

/** GET /api/Vorlaufzeiten every PROBE_INTERVAL_MS (one keep-alive connection, the next call after the last answer) until `stop`. */
async function probe(base: string, stop: () => boolean): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  try {
    while (!stop()) {
      const started = performance.now();
      const answer = await get(`${base}/api/Vorlaufzeiten`, agent);
      samples.push(answer.status === 200 ? answer.ms : Number.POSITIVE_INFINITY);
      await sleep(Math.max(0, PROBE_INTERVAL_MS - (performance.now() - started)));
    }
  } finally {
    agent.destroy();
  }
  return samples;
}

/** The flood's cold requests: distinct parameters (house numbers) per address, pass (a letter) and request. */
function floodPath(pass: string, address: number, i: number): string {
  const year = new Date().getFullYear();
  // At most 10 characters: the parameter's limit.
  const house = encodeURIComponent(`'${pass}${address}-${i}'`);
  switch (i % 3) {
    case 0:
      return `/api/KalenderDruck/$value?orteId=2&strassenId=2&jahr=${year}&hausNr=${house}`;
    case 1:
      return `/api/KalenderAbo/$value?orteId=2&strassenId=2&erinnerung=true&hausNr=${house}`;
    default:
      return `/api/KalenderExport/$value?orteId=2&strassenId=2&von=DateTime'${year}-01-01T00:00:00'&bis=DateTime'${year}-12-31T00:00:00'&hausNr=${house}`;
  }
}

interface FloodResult {
  statuses: Map<number, number>;
  /** How often each refusal ("503: <message>", seconds left out) came. */
  refusals: Map<string, number>;
  latency: Timing;
}

/** 20 addresses (127.0.<block>.1–20), 30 cold requests each, spread evenly over FLOOD_SECONDS. */
async function flood(base: string, label: string, block: number): Promise<FloodResult> {
  const statuses = new Map<number, number>();
  const refusals = new Map<string, number>();
  const latencies: number[] = [];
  const spacing = (FLOOD_SECONDS * 1000) / PER_ADDRESS;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: ADDRESSES }, async (_, a) => {
      const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT_PER_ADDRESS, localAddress: `127.0.${block}.${a + 1}` });
      const sent: Promise<void>[] = [];
      for (let i = 0; i < PER_ADDRESS; i++) {
        // Addresses start out of step, as independent clients would.
        await sleep(Math.max(0, t0 + (i + a / ADDRESSES) * spacing - performance.now()));
        sent.push(
          get(base + floodPath(label, a + 1, i), agent).then((answer) => {
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.refusal !== undefined) {
              const kind = `${answer.status || 'error'}: ${answer.refusal.replace(/\d+ Sekunden|einer Sekunde/, '… Sekunden')}`;
              refusals.set(kind, (refusals.get(kind) ?? 0) + 1);
            }
            latencies.push(answer.ms);
          }),
        );
      }
      await Promise.all(sent);
      agent.destroy();
    }),
  );
  return { statuses, refusals, latency: timing(latencies) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

const answers = async (url: string): Promise<boolean> => (await fetch(url)).ok;

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** The backend (fresh database) and, for the nginx pass, nginx in front of it. */
interface Stack {
  /** Where the clients go: the backend, or nginx in front of it. */
  base: string;
  /** The backend itself (its event-loop report, bench/flood-backend.ts). */
  backend: string;
  stop: () => Promise<void>;
}

async function startStack(dir: string, port: number, withNginx: boolean): Promise<Stack> {
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const backend = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['bench/flood-backend.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PORTAL_DATA_DIR: dataDir, PORTAL_MAINTENANCE_FILE: join(dataDir, 'maintenance'), PORTAL_TRUSTED_PROXIES: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const backendPort = await new Promise<number>((done, fail) => {
    let out = '';
    backend.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) done(Number(m[1]));
    });
    backend.once('exit', (code) => fail(new Error(`backend exited (${code})`)));
  });
  const backendBase = `http://127.0.0.1:${backendPort}`;
  await until('backend', () => answers(`${backendBase}/api/Vorlaufzeiten`));
  if (!withNginx) return { base: backendBase, backend: backendBase, stop: () => stopped(backend) };
  const runDir = join(dir, 'nginx');
  const dist = join(dir, 'dist');
  // Started as root, nginx's workers run as nobody: they must reach the cache and the files.
  chmodSync(dir, 0o755);
  mkdirSync(runDir, { recursive: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Bench</title>');
  const nginxPort = process.env.BENCH_FLOOD_PORT ? port + 1 : await freePort();
  const conf = join(runDir, 'nginx.conf');
  writeFileSync(
    conf,
    renderNginxConf({ PORTAL_DIST_DIR: dist, LISTEN: `127.0.0.1:${nginxPort}`, SERVER_NAME: '_', PORTAL_API_UPSTREAM: `${backendBase}/api`, NGINX_RUN_DIR: runDir }),
  );
  const nginx = spawn(NGINX, ['-c', conf, '-e', join(runDir, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${nginxPort}`;
  await until('nginx', () => answers(`${base}/api/Vorlaufzeiten`));
  return { base, backend: backendBase, stop: async () => (await stopped(nginx), await stopped(backend)) };
}

/** One pass (direct or through nginx): the probe alone, then during the flood. */
async function pass(name: string, label: string, block: number, withNginx: boolean, port: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-flood-'));
  const stack = await startStack(dir, port, withNginx);
  const rows: string[] = [];
  try {
    // The first PDF loads pdf-lib (and the server its workers): not part of the flood.
    const warm = new Agent({ keepAlive: false });
    for (let i = 0; i < 3; i++) await get(stack.base + floodPath('w', 0, i), warm);
    const until = (seconds: number) => {
      const end = performance.now() + seconds * 1000;
      return () => performance.now() >= end;
    };
    const alone = timing(await probe(stack.base, until(ALONE_SECONDS)));
    rows.push(`${`GET /api/Vorlaufzeiten alone, ${name}`.padEnd(58)} ${timingText(alone)}   ${load()}`);
    const eventLoop = async () => (await (await fetch(`${stack.backend}/__bench/event-loop`)).json()) as { p50: number; p99: number; max: number };
    await eventLoop();
    let flooding = true;
    const floodDone = flood(stack.base, label, block).finally(() => (flooding = false));
    const during = timing(await probe(stack.base, () => !flooding));
    const result = await floodDone;
    const loop = await eventLoop();
    const verdict = withNginx ? `   (budget p99 <= ${NGINX_P99_BUDGET_MS} ms: ${during.p99 <= NGINX_P99_BUDGET_MS ? 'OK' : 'OVER'})` : '';
    rows.push(`${`GET /api/Vorlaufzeiten during the flood, ${name}`.padEnd(58)} ${timingText(during)}   ${load()}${verdict}`);
    const counts = [...result.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status || 'error'}: ${n}`).join(', ');
    rows.push(`${`  the flood's own answers, ${name}`.padEnd(58)} ${timingText(result.latency)}   ${counts}`);
    for (const [kind, n] of result.refusals) rows.push(`    ${String(n).padStart(3)} x ${kind}`);
    rows.push(`${`  the backend's event loop meanwhile, ${name}`.padEnd(58)} late by p50 ${ms(loop.p50)}   p99 ${ms(loop.p99)}   max ${ms(loop.max)}`);
  } finally {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** Both passes; the rows to print. */
export async function distributedFlood(): Promise<string[]> {
  const port = Number(process.env.BENCH_FLOOD_PORT ?? 0);
  const rows = await pass('direct', 'd', 1, false, port);
  if (existsSync(NGINX)) rows.push(...(await pass('through nginx', 'n', 2, true, port)));
  else rows.push(`(no nginx at ${NGINX}: the pass through nginx is left out)`);
  return rows;
}

export const FLOOD_HEADING = `Distributed calendar flood (${ADDRESSES} addresses x ${PER_ADDRESS} cold calendar requests in ${FLOOD_SECONDS} s; probe every ${PROBE_INTERVAL_MS} ms):`;
