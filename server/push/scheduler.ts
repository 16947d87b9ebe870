/**
 * The reminder scheduler: every tick it asks the (injected, test-controllable) clock for the time,
 * sends each due reminder once through Web Push (the web-push library does VAPID signing and
 * aes128gcm encryption; the request itself goes out with fetch so a test receiver on loopback http
 * works too), records it, and drops registrations the push service reports gone (404/410).
 * Failures are logged, never thrown: one dead endpoint must not stop the others.
 */
import { writeFileSync } from 'node:fs';
import webpush from 'web-push';
import type { Db } from '../db';
import { toWireMs, type Clock } from '../time';
import { createSentTable, dueReminders, forgetRegistration, reminderMessage, type ReminderMessage } from './reminders';
import { parseToken, type WebPushSubscription } from './subscription';
import type { VapidKeys } from './vapid';

export interface PushSenderOptions {
  vapid: VapidKeys;
  subject: string;
  allowLoopbackHttp: boolean;
  /** Replaced in unit tests; the real one is `fetch`. */
  fetch?: typeof fetch;
}

/** One notification to one subscription; resolves with the push service's HTTP status. */
export async function sendWebPush(subscription: WebPushSubscription, message: ReminderMessage, options: PushSenderOptions): Promise<number> {
  const details = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
    vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
    // A reminder is worthless after the collection day.
    TTL: 24 * 3600,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
  const response = await (options.fetch ?? fetch)(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 3_600_000;

export interface SchedulerOptions extends PushSenderOptions {
  db: Db;
  clock: Clock;
  tickMs: number;
  /** Tests only: after each tick the clock value it used is written here (`<clock file>.tick`). */
  tickFile?: string | null;
  log?: (message: string) => void;
}

export interface Scheduler {
  /** Sends everything due now; resolves when done (tests call it directly). */
  tick(): Promise<number>;
  stop(): void;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, clock } = options;
  const log = options.log ?? ((m: string) => console.warn(`[push] ${m}`));
  createSentTable(db);
  const markSent = db.prepare(`INSERT OR IGNORE INTO srv_push_sent (registration_id, day, sent_ms) VALUES (?, ?, ?)`);
  let running: Promise<number> | null = null;
  // A failed send is tried again later, with growing pauses (a push service that is down is not
  // hammered every tick): key registration:day -> attempts made and the earliest next attempt.
  const retries = new Map<string, { attempts: number; next: number }>();

  async function run(): Promise<number> {
    const now = clock();
    const nowWire = toWireMs(now);
    let sent = 0;
    for (const due of dueReminders(db, nowWire)) {
      const token = parseToken(due.registration.fcm_token, options.allowLoopbackHttp);
      // Native app tokens need the app vendor's push credentials, which this backend has not got.
      if (token.kind !== 'webpush') {
        markSent.run(due.registration.id, due.collection.day, now);
        continue;
      }
      const key = `${due.registration.id}:${due.collection.day}`;
      const retry = retries.get(key);
      if (retry && now < retry.next) continue;
      const failed = (why: string) => {
        const attempts = (retry?.attempts ?? 0) + 1;
        retries.set(key, { attempts, next: now + Math.min(2 ** (attempts - 1) * RETRY_BASE_MS, RETRY_MAX_MS) });
        log(`${why} (Registrierung ${due.registration.id}, Versuch ${attempts})`);
      };
      try {
        const status = await sendWebPush(token.subscription, reminderMessage(due, nowWire), options);
        if (status === 404 || status === 410) {
          retries.delete(key);
          forgetRegistration(db, due.registration.id);
        } else if (status >= 200 && status < 300) {
          retries.delete(key);
          markSent.run(due.registration.id, due.collection.day, now);
          sent++;
        } else failed(`Push-Dienst antwortete ${status}`);
      } catch (err) {
        failed(`Senden fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
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
