/**
 * The reminder scheduler: every tick it asks the (injected, test-controllable) clock for the time,
 * sends each due reminder once through Web Push (the web-push library does VAPID signing and
 * aes128gcm encryption; transport.ts makes the request and checks where it goes), records it, and
 * drops registrations the push service reports gone (404/410) or that keep failing.
 *
 * Anyone may register an endpoint, so endpoints that never answer must not hold up the others
 * (limits in config.ts PUSH_LIMITS):
 * - sends run side by side (a bounded pool), each ends at a short timeout;
 * - a tick sends until its deadline whatever the endpoints do: sends still running then are
 *   aborted and count as failures, reminders not started wait for the next tick;
 * - the slots go first to endpoints that were delivered to before, then to new ones, then to
 *   failing ones (fewest failures first), and within each of these by turns to the client
 *   addresses that registered them, so one address's many endpoints cannot fill the slots;
 * - a failed endpoint is tried again only after a pause counted from its own failure, doubling
 *   with each failure in a row (srv_push_failures, push/failures.ts); Registrieren refuses new
 *   registrations while too many are failing.
 * Failures are logged, never thrown.
 */
import { writeFileSync } from 'node:fs';
import webpush from 'web-push';
import { PUSH_LIMITS } from '../config';
import type { Db } from '../db';
import { toWireMs, type Clock } from '../time';
import { clearFailure, failureStates, pauseAfter, recordFailure } from './failures';
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
  /** The longest a tick sends (PushConfig.tickDeadlineMs); default PUSH_LIMITS.tickDeadlineMs. */
  tickDeadlineMs?: number;
  sendTimeoutMs?: number;
  concurrency?: number;
  maxFailures?: number;
}

export interface Scheduler {
  /** Sends everything due now; resolves when done (tests call it directly). */
  tick(): Promise<number>;
  stop(): void;
}

/**
 * Runs `work` over `items` in order, at most `limit` at a time, starting none once `stop` fired;
 * `work` must not throw. Resolves with how many were started.
 */
async function eachConcurrently<T>(items: readonly T[], limit: number, stop: AbortSignal, work: (item: T) => Promise<void>): Promise<number> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !stop.aborted) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return next;
}

/**
 * `jobs` ordered by `rank` (lowest first) and, within a rank, by turns over their `source`s (each
 * source's first job, then each one's second ...), each source's jobs in their given order.
 */
function fairOrder<T>(jobs: readonly T[], rank: (job: T) => number, source: (job: T) => string): T[] {
  const ranks = new Map<number, Map<string, T[]>>();
  for (const job of jobs) {
    const bySource = ranks.get(rank(job)) ?? new Map<string, T[]>();
    ranks.set(rank(job), bySource);
    const queue = bySource.get(source(job)) ?? [];
    bySource.set(source(job), queue);
    queue.push(job);
  }
  const ordered: T[] = [];
  for (const r of [...ranks.keys()].sort((a, b) => a - b)) {
    const queues = [...ranks.get(r)!.values()];
    for (let turn = 0; ordered.length < jobs.length; turn++) {
      const before = ordered.length;
      for (const queue of queues) if (turn < queue.length) ordered.push(queue[turn]!);
      if (ordered.length === before) break;
    }
  }
  return ordered;
}

/** Settles with `work`, or rejects when `signal` fires first (a transport that ignores it included). */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('Frist abgelaufen'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Job {
  due: DueReminder;
  subscription: WebPushSubscription;
  /** 0: delivered to before; 1: new; 1 + n: n failures in a row. */
  rank: number;
  /** The client address that registered it (each old registration without one is its own). */
  source: string;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, clock } = options;
  const log = options.log ?? ((m: string) => console.warn(`[push] ${m}`));
  const policy = { allowLoopbackHttp: options.allowLoopbackHttp, hosts: options.hosts ?? null };
  const transport = options.transport ?? guardedTransport({ allowLoopbackHttp: options.allowLoopbackHttp });
  const deadlineMs = options.tickDeadlineMs ?? PUSH_LIMITS.tickDeadlineMs;
  const timeoutMs = options.sendTimeoutMs ?? PUSH_LIMITS.sendTimeoutMs;
  const concurrency = Math.max(1, options.concurrency ?? PUSH_LIMITS.concurrency);
  const maxFailures = options.maxFailures ?? PUSH_LIMITS.maxConsecutiveFailures;
  createSentTable(db);
  const markSent = db.prepare(`INSERT OR IGNORE INTO srv_push_sent (registration_id, day, sent_ms) VALUES (?, ?, ?)`);
  const deliveredBefore = db.prepare(`SELECT 1 FROM srv_push_sent WHERE registration_id = ? LIMIT 1`);
  let running: Promise<number> | null = null;

  const forget = (id: number, why: string | null) => {
    forgetRegistration(db, id);
    if (why) log(`${why}: Registrierung ${id} entfernt`);
  };

  async function run(): Promise<number> {
    const now = clock();
    const nowWire = toWireMs(now);
    // Registrations in failure; a failure's pause is counted from when it happened.
    const failing = failureStates(db);
    const jobs: Job[] = [];
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
      const state = failing.get(id);
      if (state && now < state.retryMs) continue;
      const rank = state ? 1 + state.failures : deliveredBefore.get(id) ? 0 : 1;
      jobs.push({ due, subscription: token.subscription, rank, source: due.registration.client ?? `#${id}` });
    }

    let sent = 0;
    // Registrations that failed in this tick: their other reminders are not tried until the pause is over.
    const failedNow = new Set<number>();
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), deadlineMs);
    let started: number;
    try {
      started = await eachConcurrently(fairOrder(jobs, (j) => j.rank, (j) => j.source), concurrency, deadline.signal, async ({ due, subscription }) => {
        const { id } = due.registration;
        if (dropped.has(id) || failedNow.has(id)) return;
        const failed = (why: string) => {
          if (dropped.has(id) || failedNow.has(id)) return;
          failedNow.add(id);
          const at = clock();
          const failures = (failing.get(id)?.failures ?? 0) + 1;
          if (failures >= maxFailures) {
            dropped.add(id);
            forget(id, `${why}; ${failures} Fehlversuche in Folge`);
            return;
          }
          const state = { failures, retryMs: at + pauseAfter(failures, PUSH_LIMITS.retryBaseMs, PUSH_LIMITS.retryMaxMs) };
          failing.set(id, state);
          recordFailure(db, id, state, at);
          log(`${why} (Registrierung ${id}, Versuch ${failures})`);
        };
        const sendTimeout = AbortSignal.timeout(timeoutMs);
        const signal = AbortSignal.any([sendTimeout, deadline.signal]);
        try {
          const status = await beforeDeadline(sendWebPush(subscription, reminderMessage(due, nowWire), options, transport, signal), signal);
          if (dropped.has(id)) return;
          if (status === 404 || status === 410) {
            // The Web Push protocol's answer for a subscription that is gone for good.
            dropped.add(id);
            forget(id, null);
          } else if (status >= 200 && status < 300) {
            if (failing.delete(id)) clearFailure(db, id);
            markSent.run(id, due.collection.day, clock());
            sent++;
          } else failed(`Push-Dienst antwortete ${status}`);
        } catch (err) {
          if (sendTimeout.aborted) failed(`Keine Antwort innerhalb von ${timeoutMs} ms`);
          else if (deadline.signal.aborted) failed(`Frist des Durchlaufs (${deadlineMs} ms) abgelaufen`);
          else failed(`Senden fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
        }
      });
    } finally {
      clearTimeout(timer);
    }
    if (started < jobs.length) log(`${jobs.length - started} Erinnerungen warten auf den nächsten Durchlauf (Frist von ${deadlineMs} ms erreicht)`);
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
