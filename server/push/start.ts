/** `npm start`'s push set-up: the clock (a test file may replace it), VAPID keys and the scheduler. */
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { fileClock } from '../test-clock';
import { systemClock, type Clock } from '../time';
import { createScheduler, type Scheduler } from './scheduler';
import { loadVapidKeys } from './vapid';

export function startPush(db: Db, config: ServerConfig): { clock: Clock; publicKey: string; scheduler: Scheduler } {
  const { push } = config;
  const clock = push.clockFile ? fileClock(push.clockFile) : systemClock;
  if (push.clockFile) console.warn(`Testuhr aktiv: ${push.clockFile} (nie in einem Betrieb setzen)`);
  const vapid = loadVapidKeys(config.dataDir);
  const scheduler = createScheduler({
    db,
    clock,
    vapid,
    subject: push.vapidSubject,
    allowLoopbackHttp: push.allowLoopbackHttp,
    hosts: push.hosts,
    tickMs: push.tickMs,
    tickDeadlineMs: push.tickDeadlineMs,
    tickFile: push.clockFile ? `${push.clockFile}.tick` : null,
  });
  return { clock, publicKey: vapid.publicKey, scheduler };
}
