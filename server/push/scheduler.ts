/**
 * The reminder scheduler: every tick it asks the (injected, test-controllable) clock for the time,
 * sends each due reminder once through Web Push (the web-push library does VAPID signing and
 * aes128gcm encryption; transport.ts makes the request and checks where it goes), records it, and
 * drops registrations the push service reports gone (404/410) or that keep failing.
 *
 * Anyone may register an endpoint, so one that never answers must not hold up the others: sends
 * run side by side (a bounded pool), each ends at a short deadline, endpoints that failed before
 * wait behind those that did not, and a failed send is tried again only after a growing pause.
 * Failures are logged, never thrown.
 */
import { writeFileSync } from 'node:fs';
import webpush from 'web-push';
import type { Db } from '../db';
import { toWireMs, type Clock } from '../time';
import { createSentTable, dueReminders, forgetRegistration, reminderMessage, type DueReminder, type ReminderMessage } from './reminders';
import { parseToken, type WebPushSubscription } from './subscription';
import { guardedTransport, type PushTransport } from './transport';
import type { VapidKeys } from './vapid';

export interface PushSenderOptions {
  vapid: VapidKeys;
  subject: string;
}

/** One notification to one subscription; resolves with the push service's HTTP status. */
export async function sendWebPush(subscription: WebPushSubscription, message: ReminderMessage, options: PushSenderOptions, transport: PushTransport, signal: AbortSignal): Promise<number> {
  const details = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
    vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
    // A reminder is worthless after the collection day.
    TTL: 24 * 3600,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
  return transport({ endpoint: details.endpoint, method: details.method, headers, body: details.body ?? null }, signal);
}

const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 3_600_000;
/** A push service answers within a second or two; longer means it will not. */
export const SEND_TIMEOUT_MS = 5_000;
/** Sends at once: enough for many reminders a minute, few enough to stay polite to a push service. */
export const SEND_CONCURRENCY = 8;
/**
 * Failed sends in a row after which a registration is dropped. With the growing pauses between
 * tries this is several hours of failure, longer than a push service's usual outage.
 */
export const MAX_CONSECUTIVE_FAILURES = 10;

export interface SchedulerOptions extends PushSenderOptions {
  db: Db;
  clock: Clock;
  tickMs: number;
  /** Tests only: accept http endpoints on loopback (PushConfig.allowLoopbackHttp). */
  allowLoopbackHttp: boolean;
  /** Host suffixes of the allowed push services; null or absent: any public host. */
  hosts?: readonly string[] | null;
  /** Tests only: after each tick the clock value it used is written here (`<clock file>.tick`). */
  tickFile?: string | null;
  log?: (message: string) => void;
  /** Replaced in unit tests; the real one is `guardedTransport`. */
  transport?: PushTransport;
  sendTimeoutMs?: number;
  concurrency?: number;
  maxFailures?: number;
}

export interface Scheduler {
  /** Sends everything due now; resolves when done (tests call it directly). */
  tick(): Promise<number>;
  stop(): void;
}

/** Runs `work` over `items`, at most `limit` at a time; `work` must not throw. */
async function eachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Settles with `work`, or rejects when `signal` fires first (a transport that ignores it included). */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('Frist abgelaufen'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, clock } = options;
  const log = options.log ?? ((m: string) => console.warn(`[push] ${m}`));
  const policy = { allowLoopbackHttp: options.allowLoopbackHttp, hosts: options.hosts ?? null };
  const transport = options.transport ?? guardedTransport({ allowLoopbackHttp: options.allowLoopbackHttp });
  const timeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  const concurrency = Math.max(1, options.concurrency ?? SEND_CONCURRENCY);
  const maxFailures = options.maxFailures ?? MAX_CONSECUTIVE_FAILURES;
  createSentTable(db);
  const markSent = db.prepare(`INSERT OR IGNORE INTO srv_push_sent (registration_id, day, sent_ms) VALUES (?, ?, ?)`);
  let running: Promise<number> | null = null;
  // A failed send is tried again later, with growing pauses (a push service that is down is not
  // hammered every tick): key registration:day -> attempts made and the earliest next attempt.
  const retries = new Map<string, { attempts: number; next: number }>();
  // Failed sends in a row per registration, whatever the day: ends with dropping it.
  const failures = new Map<number, number>();

  const forget = (id: number, why: string | null) => {
    forgetRegistration(db, id);
    failures.delete(id);
    for (const key of retries.keys()) if (key.startsWith(`${id}:`)) retries.delete(key);
    if (why) log(`${why}: Registrierung ${id} entfernt`);
  };

  async function run(): Promise<number> {
    const now = clock();
    const nowWire = toWireMs(now);
    const jobs: { due: DueReminder; subscription: WebPushSubscription; key: string }[] = [];
    const dueKeys = new Set<string>();
    const dropped = new Set<number>();
    for (const due of dueReminders(db, nowWire)) {
      const { id } = due.registration;
      if (dropped.has(id)) continue;
      const token = parseToken(due.registration.fcm_token, policy);
      // Native app tokens need the app vendor's push credentials, which this backend has not got.
      if (token.kind === 'native') {
        markSent.run(id, due.collection.day, now);
        continue;
      }
      // Stored before a stricter rule (or another list of push services): it can never be sent.
      if (token.kind === 'invalid') {
        dropped.add(id);
        forget(id, `Push-Adresse nicht mehr erlaubt (${token.reason})`);
        continue;
      }
      const key = `${id}:${due.collection.day}`;
      dueKeys.add(key);
      const retry = retries.get(key);
      if (retry && now < retry.next) continue;
      jobs.push({ due, subscription: token.subscription, key });
    }
    // Pauses of reminders no longer due are of no use.
    for (const key of retries.keys()) if (!dueKeys.has(key)) retries.delete(key);
    // Endpoints that worked (or are new) first: ones that keep failing cannot hold them up.
    const failuresOf = (id: number) => failures.get(id) ?? 0;
    jobs.sort((a, b) => failuresOf(a.due.registration.id) - failuresOf(b.due.registration.id));

    let sent = 0;
    await eachConcurrently(jobs, concurrency, async ({ due, subscription, key }) => {
      const { id } = due.registration;
      const failed = (why: string) => {
        if (dropped.has(id)) return;
        const inRow = failuresOf(id) + 1;
        if (inRow >= maxFailures) {
          dropped.add(id);
          forget(id, `${why}; ${inRow} Fehlversuche in Folge`);
          return;
        }
        failures.set(id, inRow);
        const attempts = (retries.get(key)?.attempts ?? 0) + 1;
        retries.set(key, { attempts, next: now + Math.min(2 ** (attempts - 1) * RETRY_BASE_MS, RETRY_MAX_MS) });
        log(`${why} (Registrierung ${id}, Versuch ${attempts})`);
      };
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const status = await beforeDeadline(sendWebPush(subscription, reminderMessage(due, nowWire), options, transport, signal), signal);
        if (dropped.has(id)) return;
        if (status === 404 || status === 410) {
          // The Web Push protocol's answer for a subscription that is gone for good.
          dropped.add(id);
          forget(id, null);
        } else if (status >= 200 && status < 300) {
          retries.delete(key);
          failures.delete(id);
          markSent.run(id, due.collection.day, now);
          sent++;
        } else failed(`Push-Dienst antwortete ${status}`);
      } catch (err) {
        if (signal.aborted) failed(`Keine Antwort innerhalb von ${timeoutMs} ms`);
        else failed(`Senden fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
    if (options.tickFile) writeFileSync(options.tickFile, new Date(now).toISOString());
    return sent;
  }

  const tick = (): Promise<number> => {
    // Ticks never overlap: a slow push service must not make the next tick send twice.
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
  // A tick that fails (a table this metadata shapes differently) is logged; it must not end the server.
  const timer = setInterval(() => void tick().catch((err: unknown) => log(`Erinnerungen nicht geprüft: ${err instanceof Error ? err.message : String(err)}`)), options.tickMs);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
