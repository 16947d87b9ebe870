/**
 * Calendars are rendered off the event loop. Building a year of events as iCalendar text or
 * drawing the printable PDF takes tens of milliseconds of CPU each (the database query before it
 * a millisecond or two); on the event loop a flood of such computations, even one at a time, holds
 * up every other request, new connections from nginx included. Here a few worker threads
 * (PORTAL_CALENDAR_WORKERS, server/config.ts) do that part; the server's thread only reads the
 * collections and hands the answer out.
 *
 * - The workers run calendar/render-worker.ts, which calls the same functions (calendar/ics.ts,
 *   calendar/pdf.ts) with the same input: the answers are the same bytes.
 * - The server runs from TypeScript (`npm start` is tsx, tests run under Vitest): a worker starts
 *   with calendar/render-worker-boot.mjs, which loads tsx itself (its `tsImport`) and with it the
 *   worker, with no flags inherited, so it starts the same way under both.
 * - Started with the first calendar that needs one, kept afterwards; idle workers do not keep the
 *   process alive. A worker that dies takes its calendar with it (500, as an error while rendering
 *   always was) and is replaced by the next calendar.
 * - If no worker can start at all, the pool says so once on the console and renders on the event
 *   loop, as the server did before: the calendar stays available.
 * - 0 workers: always on the event loop.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildIcs, type IcsInput } from './ics';
import type { CalendarPdfInput } from './pdf';

export type RenderJob = { kind: 'ics'; input: IcsInput } | { kind: 'pdf'; input: CalendarPdfInput };

export type RenderReply = { id: number; ok: true; value: string | Uint8Array } | { id: number; ok: false; error: { name: string; message: string; stack?: string } };

// From the file's path, not `new URL(…, import.meta.url)` (Vite rewrites that form under jsdom).
const HERE = dirname(fileURLToPath(import.meta.url));
/** Plain JavaScript, which loads tsx and with it the worker (the entry). */
const BOOT = join(HERE, 'render-worker-boot.mjs');
const ENTRY = join(HERE, 'render-worker.ts');

interface Task {
  id: number;
  job: RenderJob;
  resolve: (value: string | Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
}

async function renderHere(job: RenderJob): Promise<string | Uint8Array> {
  if (job.kind === 'ics') return buildIcs(job.input);
  // pdf-lib loads with the first printed calendar, not with the server (start-up time).
  const { renderCalendarPdf } = await import('./pdf');
  return renderCalendarPdf(job.input);
}

function revived(error: { name: string; message: string; stack?: string }): Error {
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}

export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  /** No worker could start: everything is rendered on the event loop. */
  private inline = false;

  constructor(
    readonly size: number,
    private readonly entry = ENTRY,
  ) {}

  run(job: RenderJob): Promise<string | Uint8Array> {
    if (this.inline || this.size < 1) return renderHere(job);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers started and whether the pool gave up on them (tests). */
  get state(): { workers: number; inline: boolean } {
    return { workers: this.slots.length, inline: this.inline };
  }

  /** Ends every worker (tests; the server's process simply ends). */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.task) continue;
      const task = this.queue.shift()!;
      try {
        slot.worker.postMessage({ id: task.id, job: task.job });
      } catch (err) {
        // Input that cannot be copied to another thread (a programming error): this calendar fails.
        task.reject(err instanceof Error ? err : new Error(String(err)));
        continue;
      }
      slot.task = task;
      // A worker with work keeps the process alive until the answer is back.
      slot.worker.ref();
    }
    const starting = this.slots.filter((slot) => !slot.ready).length;
    if (this.queue.length > starting && this.slots.length < this.size) this.start();
  }

  private start(): void {
    // No flags inherited: under tsx they would load it a second time, under Vitest they are Vitest's.
    // Started for a calendar that waits for it: it keeps the process alive until it has answered.
    const worker = new Worker(BOOT, { execArgv: [], workerData: { entry: this.entry } });
    const slot: Slot = { worker, ready: false, task: null };
    this.slots.push(slot);
    worker.on('message', (message: 'ready' | RenderReply) => {
      if (message === 'ready') {
        slot.ready = true;
      } else {
        const task = slot.task;
        slot.task = null;
        if (task && message.ok) task.resolve(message.value);
        else if (task && !message.ok) task.reject(revived(message.error));
      }
      this.dispatch();
      // An idle worker does not keep the process alive.
      if (!slot.task) worker.unref();
    });
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (code) => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      slot.task?.reject(failure ?? new Error(`Kalender-Worker beendet (Code ${code})`));
      if (!slot.ready && this.slots.every((other) => !other.ready)) {
        // Not one worker runs: rather the calendar on the event loop than no calendar.
        this.inline = true;
        console.error(`[kalender] Worker für Kalender starten nicht (${failure?.message ?? `Code ${code}`}); Kalender werden im Hauptthread berechnet.`);
        for (const task of this.queue.splice(0)) renderHere(task.job).then(task.resolve, task.reject);
        return;
      }
      this.dispatch();
    });
  }
}

const pools = new Map<number, RenderPool>();

/** The process's pool of `workers` threads (one per size asked for; the server asks for one). */
function pool(workers: number): RenderPool {
  let found = pools.get(workers);
  if (!found) {
    found = new RenderPool(workers);
    pools.set(workers, found);
  }
  return found;
}

/** The iCalendar text of `input` (calendar/ics.ts), rendered by one of `workers` threads. */
export async function renderIcs(workers: number, input: IcsInput): Promise<string> {
  return (await pool(workers).run({ kind: 'ics', input })) as string;
}

/** The printable calendar of `input` (calendar/pdf.ts), rendered by one of `workers` threads. */
export async function renderPdf(workers: number, input: CalendarPdfInput): Promise<Uint8Array> {
  return (await pool(workers).run({ kind: 'pdf', input })) as Uint8Array;
}
