/**
 * Server configuration: the ONE place that reads and validates the environment and the command
 * line. Everything else receives a `ServerConfig` value, so tests can build one without touching
 * process.env.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAccessibilityEmail } from './accessibility-contact';
import { readBrand, type PdfBrand } from './brand';
import { readCommunityAccess } from './community-access';
import { MAILS_PER_RECIPIENT } from './mail/deliver';
import { DEFAULT_PUBLIC_CACHE } from './http/public-cache';

export interface ServerConfig {
  /** TCP port for the combined static + API server. */
  port: number;
  /** Host to bind; loopback by default would hide the demo from containers, so all interfaces. */
  host: string;
  /** Directory holding the SQLite file (kept across restarts). */
  dataDir: string;
  /** The SQLite file inside dataDir. */
  databaseFile: string;
  /** When set, /api is proxied to this backend instead of the embedded one. */
  apiUpstream: URL | null;
  /** While this file exists, every /api request answers 503. */
  maintenanceFile: string;
  /** Session lifetime in milliseconds (sliding: every authorised request extends it). */
  sessionLifetimeMs: number;
  /** Mails one recipient may get from the API's functions in a sliding hour (PORTAL_MAILS_PER_RECIPIENT_HOUR, mail/deliver.ts). */
  mailsPerRecipientHour: number;
  /** `--reset`: wipe and reseed the database on start. */
  reset: boolean;
  /** Repository root (where package.json, dist/, src/ live). */
  rootDir: string;
  /** Built portal (PORTAL_DIST_DIR, default dist/). */
  distDir: string;
  /**
   * Which schema/<authority>/portal.json a build bakes in (PORTAL_AUTHORITY, default `reference`).
   * Read here too so `npm start` notices when dist/ was built for another authority.
   */
  authority: string;
  /** The authority's name and colour from its portal.json, for the PDFs the embedded backend writes. */
  brand: PdfBrand;
  /**
   * Where a reported accessibility barrier is announced (portal.json `accessibility.contactEmail`,
   * else an e-mail `links.contact`; accessibility-contact.ts); null: stored, nobody notified.
   */
  accessibilityEmail: string | null;
  /**
   * The authority's profile is `community` (portal.json): only then does AnmeldungOhnePasswort open
   * a session (community-access.ts).
   */
  communityAccess: boolean;
  /**
   * The EDMX the embedded backend serves as /api/$metadata and runs on (PORTAL_METADATA_FILE,
   * default schema/reference/metadata.xml): an integrator tries a changed document without editing
   * the reference. The portal must be generated from the same file (npm run codegen -- --metadata).
   */
  metadataFile: string;
  /**
   * The authority's payment provider (PORTAL_PAYMENT_URL): a URL template with placeholders
   * (README "Payment provider interface"); null serves the built-in test provider /testzahlung.
   */
  paymentUrlTemplate: string | null;
  /** HMAC secret shared with the provider (PORTAL_PAYMENT_SECRET); null: generated in dataDir. */
  paymentSecret: string | null;
  /**
   * Where the backend drops the e-mails it would send (registration, password-reset link), one file
   * each, and prints them on the console: there is no mail server here. null: not written (tests).
   */
  outboxDir: string | null;
  /** Push reminders: VAPID subject, scheduler tick, and the test-only switches. */
  push: PushConfig;
  /**
   * The portal's public origin (PORTAL_PUBLIC_URL, e.g. `https://portal.example.de`, no path): the
   * start of every absolute URL the server writes (reset links in mails, payment URLs and returns,
   * OData links). Never taken from a request's Host, Origin or X-Forwarded-* headers, which the
   * sender chooses: a reset link built from them would hand the token to whoever sent them.
   */
  publicUrl: string;
  /**
   * Reverse proxies whose X-Forwarded-For is believed (PORTAL_TRUSTED_PROXIES: addresses or CIDRs);
   * empty: the socket address is the client (http/client.ts).
   */
  trustedProxies: readonly string[];
  /** What the public calendar answers may cost (http/public-cache.ts, calendar/render-pool.ts). */
  calendar: CalendarConfig;
}

export interface CalendarConfig {
  /**
   * Cold calendar computations (answers not yet cached) all client addresses together may cause
   * per minute (PORTAL_CALENDAR_COLD_PER_MINUTE, default 300); beyond that 503 with Retry-After.
   * On top of each address's own 30 a minute: many addresses inside their allowance cannot add up
   * to more. Cached answers are served regardless.
   */
  coldPerMinute: number;
  /**
   * Worker threads rendering calendars off the event loop (PORTAL_CALENDAR_WORKERS, default one
   * per core but one, at least 1, at most 4); as many computations run at once. 0: on the event loop.
   */
  workers: number;
}

/**
 * The push reminder scheduler's limits (server/push/scheduler.ts, routes/functions/Registrieren.ts),
 * all in one place. Anyone may register an endpoint, so none of them may let endpoints that never
 * answer delay the reminders of everyone else. The first three are defaults a deployment changes
 * through the environment (PushConfig); the others are fixed.
 */
export const PUSH_LIMITS = {
  /** How often the scheduler looks for due reminders (PORTAL_PUSH_TICK_SECONDS). */
  tickMs: 60_000,
  /**
   * The longest a tick sends (PORTAL_PUSH_TICK_DEADLINE_SECONDS): sends still running then are
   * aborted and count as failures, reminders not started yet wait for the next tick.
   */
  tickDeadlineMs: 30_000,
  /**
   * Registrations in failure (waiting for their next try) after which Registrieren takes no new
   * one from anybody (429, PORTAL_PUSH_MAX_FAILING): a push service's outage, or stalled endpoints
   * from many addresses.
   */
  maxFailing: 500,
  /** The same per client address that registered them (429, PORTAL_PUSH_MAX_FAILING_PER_CLIENT). */
  maxFailingPerClient: 20,
  /** A push service answers within a second or two; longer means it will not. */
  sendTimeoutMs: 5_000,
  /** Sends at once: enough for many reminders a minute, few enough to stay polite to a push service. */
  concurrency: 8,
  /** The pause after a failure, doubling with each failure in a row up to retryMaxMs. */
  retryBaseMs: 60_000,
  retryMaxMs: 3_600_000,
  /**
   * Failed sends in a row after which a registration is dropped. With the growing pauses between
   * tries this is several hours of failure, longer than a push service's usual outage.
   */
  maxConsecutiveFailures: 10,
} as const;

export interface PushConfig {
  /** VAPID `sub` claim: a mailto: or https: contact of the operator (PORTAL_VAPID_SUBJECT). */
  vapidSubject: string;
  /** How often the reminder scheduler looks for due reminders (PORTAL_PUSH_TICK_SECONDS, default 60). */
  tickMs: number;
  /** The longest one tick sends (PORTAL_PUSH_TICK_DEADLINE_SECONDS, default 30; PUSH_LIMITS). */
  tickDeadlineMs: number;
  /** Failing registrations after which no new one is taken (PORTAL_PUSH_MAX_FAILING, default 500). */
  maxFailing: number;
  /** The same per client address (PORTAL_PUSH_MAX_FAILING_PER_CLIENT, default 20). */
  maxFailingPerClient: number;
  /**
   * Tests only: a file holding an ISO instant that replaces the system clock while it exists
   * (PORTAL_CLOCK_FILE), so an e2e test can move the backend to a reminder's lead time.
   */
  clockFile: string | null;
  /** Tests only: accept http:// push endpoints on 127.0.0.1/localhost (PORTAL_PUSH_ALLOW_LOOPBACK=1). */
  allowLoopbackHttp: boolean;
  /**
   * The push services' hosts endpoints may have (PORTAL_PUSH_HOSTS, comma-separated host suffixes,
   * lower case); null: any public host.
   */
  hosts: readonly string[] | null;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

// From the file's path, not `new URL('..', import.meta.url)` (Vite rewrites that form under jsdom).
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseUpstream(raw: string | undefined): URL | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PORTAL_API_UPSTREAM is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PORTAL_API_UPSTREAM must be http(s), got "${url.protocol}"`);
  }
  return url;
}

function parseMailsPerHour(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 10_000) {
    throw new ConfigError(`PORTAL_MAILS_PER_RECIPIENT_HOUR must be a whole number between 1 and 10000, got "${raw}"`);
  }
  return count;
}

/** Calendar render workers: one per core but the one the event loop needs, at least one, at most four. */
export function defaultRenderWorkers(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

function parseWhole(raw: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function parseMinutes(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const minutes = Number(raw);
  if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 24 * 60) {
    throw new ConfigError(`${name} must be a number of minutes between 1 and 1440, got "${raw}"`);
  }
  return minutes;
}

/** The same folder-name rule as authority.config.ts, reported as a config error before any build. */
function parseAuthority(raw: string | undefined): string {
  const name = raw?.trim() || 'reference';
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) throw new ConfigError(`PORTAL_AUTHORITY "${name}" is not a valid folder name under schema/`);
  if (!existsSync(join(repoRoot, 'schema', name, 'portal.json'))) throw new ConfigError(`PORTAL_AUTHORITY: schema/${name}/portal.json does not exist`);
  return name;
}

const REFERENCE_METADATA = join(repoRoot, 'schema', 'reference', 'metadata.xml');

function parseVapidSubject(raw: string | undefined): string {
  const subject = raw?.trim() || 'mailto:abfallberatung@mittelland.example';
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) throw new ConfigError(`PORTAL_VAPID_SUBJECT must be a mailto: or https:// address, got "${subject}"`);
  return subject;
}

function parseSeconds(raw: string | undefined, name: string, fallbackMs: number): number {
  if (raw === undefined || raw.trim() === '') return fallbackMs;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0.1 || seconds > 3600) throw new ConfigError(`${name} must be between 0.1 and 3600, got "${raw}"`);
  return Math.round(seconds * 1000);
}

function parseCount(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new ConfigError(`${name} must be a whole number between 1 and 1000000, got "${raw}"`);
  return count;
}

/** A DNS name of at least two labels whose last one is not a number (so no IP address). */
const HOST_SUFFIX = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function parsePushHosts(raw: string | undefined): readonly string[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  const hosts = raw.split(',').map((h) => h.trim().toLowerCase().replace(/\.$/, ''));
  const bad = hosts.filter((h) => !HOST_SUFFIX.test(h));
  if (bad.length > 0) throw new ConfigError(`PORTAL_PUSH_HOSTS must be a comma-separated list of host names like fcm.googleapis.com, got ${bad.map((h) => `"${h}"`).join(', ')}`);
  return hosts;
}

function parseMetadataFile(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return REFERENCE_METADATA;
  const file = resolve(repoRoot, raw.trim());
  if (!existsSync(file)) throw new ConfigError(`PORTAL_METADATA_FILE: ${file} does not exist`);
  return file;
}

function parsePaymentUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const template = raw.trim();
  if (!template.includes('{txid}')) throw new ConfigError('PORTAL_PAYMENT_URL must contain the placeholder {txid}');
  let url: URL;
  try {
    url = new URL(template.replace('{origin}', 'https://portal.invalid'));
  } catch {
    throw new ConfigError(`PORTAL_PAYMENT_URL is not a valid URL template: "${template}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`PORTAL_PAYMENT_URL must be http(s), got "${url.protocol}"`);
  return template;
}

/** An http(s) origin without path, query or credentials; the default is what `npm start` prints. */
function parsePublicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw.trim() === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`PORTAL_PUBLIC_URL is not a valid URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`PORTAL_PUBLIC_URL must be http(s), got "${url.protocol}"`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`PORTAL_PUBLIC_URL must be an origin only (scheme, host, port), e.g. https://portal.example.de, got "${raw}"`);
  }
  return url.origin;
}

/** Addresses or CIDRs, separated by commas or blanks; a prefix of 0 would believe every sender. */
function parseTrustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(/[\s,]+/).filter((e) => e !== '');
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= bits);
    if (family === 0 || rest.length > 0 || !validPrefix) {
      throw new ConfigError(`PORTAL_TRUSTED_PROXIES: "${entry}" is no IP address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8, fd00::/8)`);
    }
  }
  return entries;
}

function parsePaymentSecret(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (raw.trim().length < 16) throw new ConfigError('PORTAL_PAYMENT_SECRET must be at least 16 characters long');
  return raw.trim();
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
): ServerConfig {
  const rootDir = repoRoot;
  const dataDir = resolve(rootDir, env.PORTAL_DATA_DIR?.trim() || '.data/');
  const maintenanceFile = resolve(rootDir, env.PORTAL_MAINTENANCE_FILE?.trim() || join(dataDir, 'maintenance'));
  const unknown = argv.filter((a) => a !== '--reset');
  if (unknown.length > 0) throw new ConfigError(`Unknown argument(s): ${unknown.join(' ')} (known: --reset)`);
  const authority = parseAuthority(env.PORTAL_AUTHORITY);
  const port = parsePort(env.PORT);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseFile: join(dataDir, 'portal.sqlite'),
    apiUpstream: parseUpstream(env.PORTAL_API_UPSTREAM),
    maintenanceFile,
    sessionLifetimeMs: parseMinutes(env.PORTAL_SESSION_MINUTES, 'PORTAL_SESSION_MINUTES', 30) * 60_000,
    mailsPerRecipientHour: parseMailsPerHour(env.PORTAL_MAILS_PER_RECIPIENT_HOUR, MAILS_PER_RECIPIENT.max),
    reset: argv.includes('--reset'),
    rootDir,
    distDir: resolve(rootDir, env.PORTAL_DIST_DIR?.trim() || 'dist'),
    authority,
    brand: readBrand(rootDir, authority),
    accessibilityEmail: readAccessibilityEmail(rootDir, authority),
    communityAccess: readCommunityAccess(rootDir, authority),
    metadataFile: parseMetadataFile(env.PORTAL_METADATA_FILE),
    paymentUrlTemplate: parsePaymentUrl(env.PORTAL_PAYMENT_URL),
    paymentSecret: parsePaymentSecret(env.PORTAL_PAYMENT_SECRET),
    outboxDir: join(dataDir, 'outbox'),
    push: {
      vapidSubject: parseVapidSubject(env.PORTAL_VAPID_SUBJECT),
      tickMs: parseSeconds(env.PORTAL_PUSH_TICK_SECONDS, 'PORTAL_PUSH_TICK_SECONDS', PUSH_LIMITS.tickMs),
      tickDeadlineMs: parseSeconds(env.PORTAL_PUSH_TICK_DEADLINE_SECONDS, 'PORTAL_PUSH_TICK_DEADLINE_SECONDS', PUSH_LIMITS.tickDeadlineMs),
      maxFailing: parseCount(env.PORTAL_PUSH_MAX_FAILING, 'PORTAL_PUSH_MAX_FAILING', PUSH_LIMITS.maxFailing),
      maxFailingPerClient: parseCount(env.PORTAL_PUSH_MAX_FAILING_PER_CLIENT, 'PORTAL_PUSH_MAX_FAILING_PER_CLIENT', PUSH_LIMITS.maxFailingPerClient),
      clockFile: env.PORTAL_CLOCK_FILE?.trim() ? resolve(rootDir, env.PORTAL_CLOCK_FILE.trim()) : null,
      allowLoopbackHttp: env.PORTAL_PUSH_ALLOW_LOOPBACK === '1',
      hosts: parsePushHosts(env.PORTAL_PUSH_HOSTS),
    },
    publicUrl: parsePublicUrl(env.PORTAL_PUBLIC_URL, port),
    trustedProxies: parseTrustedProxies(env.PORTAL_TRUSTED_PROXIES),
    calendar: {
      coldPerMinute: parseWhole(env.PORTAL_CALENDAR_COLD_PER_MINUTE, 'PORTAL_CALENDAR_COLD_PER_MINUTE', 1, 100_000, DEFAULT_PUBLIC_CACHE.coldGlobal),
      workers: parseWhole(env.PORTAL_CALENDAR_WORKERS, 'PORTAL_CALENDAR_WORKERS', 0, 64, defaultRenderWorkers()),
    },
  };
}

/** A config for tests and benchmarks: nothing read from the environment. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    databaseFile: ':memory:',
    apiUpstream: null,
    maintenanceFile: join(repoRoot, '.data', `no-maintenance-${process.pid}`),
    sessionLifetimeMs: 30 * 60_000,
    mailsPerRecipientHour: MAILS_PER_RECIPIENT.max,
    reset: false,
    rootDir: repoRoot,
    distDir: join(repoRoot, 'dist'),
    authority: 'reference',
    brand: readBrand(repoRoot, 'reference'),
    accessibilityEmail: readAccessibilityEmail(repoRoot, 'reference'),
    communityAccess: false,
    metadataFile: REFERENCE_METADATA,
    paymentUrlTemplate: null,
    paymentSecret: null,
    outboxDir: null,
    push: {
      vapidSubject: 'mailto:test@example.org',
      tickMs: PUSH_LIMITS.tickMs,
      tickDeadlineMs: PUSH_LIMITS.tickDeadlineMs,
      maxFailing: PUSH_LIMITS.maxFailing,
      maxFailingPerClient: PUSH_LIMITS.maxFailingPerClient,
      clockFile: null,
      allowLoopbackHttp: false,
      hosts: null,
    },
    publicUrl: 'http://localhost',
    trustedProxies: [],
    // One worker: tests render their calendars off the event loop, as the server does.
    calendar: { coldPerMinute: DEFAULT_PUBLIC_CACHE.coldGlobal, workers: 1 },
    ...overrides,
  };
}
