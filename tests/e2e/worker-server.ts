/**
 * The default pass starts one reference server per worker, each on its own port with its own
 * database and outbox (playwright.config.ts): two workers never change each other's demo data, and
 * a spec sees the same data it would see running alone. A worker finds its server by its parallel
 * index (Playwright sets TEST_PARALLEL_INDEX in every worker); the other passes run one worker,
 * whose index is 0, so their server is the base port's.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8191);
/** Ports between two workers' servers: the profile and nginx passes use the few after the base port. */
const PORT_STEP = 10;

export function serverPort(parallelIndex: number): number {
  return E2E_BASE_PORT + PORT_STEP * parallelIndex;
}

/** This worker's server port (the base port outside a worker, e.g. in the config). */
export const workerPort = serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The data folder of a server on `port`: database, outbox, clock and maintenance switch. */
export const dataDirOf = (port: number): string => `.data/e2e-${port}`;

/** This worker's server's data folder. */
export const workerDataDir = dataDirOf(workerPort);
