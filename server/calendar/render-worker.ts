/**
 * The worker side of calendar/render-pool.ts: renders one calendar at a time, the iCalendar text
 * (calendar/ics.ts) or the printable PDF (calendar/pdf.ts), with the same functions the server
 * would otherwise call itself, so the answers are the same bytes. Announces itself once its modules
 * are loaded; an error is sent back with its message (the server answers it as before: 500).
 *
 * Rendering is bulk work, answering everyone else is not: on Linux, where each thread is a task of
 * its own, the worker lowers its own priority (nice 10), so that when the cores are short the
 * kernel runs the server's event loop first and the calendars wait.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { buildIcs } from './ics';
import { renderCalendarPdf } from './pdf';
import type { RenderJob, RenderReply } from './render-pool';

const port = parentPort!;

/** Nice value of a render thread: the event loop's thread (0) gets about nine times its share of a busy core. */
const RENDER_NICE = 10;

try {
  // "<pid>/task/<tid>": this thread's own id, which setpriority(2) takes for this thread alone.
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), RENDER_NICE);
} catch {
  // Not Linux (no /proc/thread-self), or not allowed: rendered at the server's priority.
}

port.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  let reply: RenderReply;
  try {
    if (job.kind === 'ics') {
      reply = { id, ok: true, value: buildIcs(job.input) };
    } else {
      const pdf = await renderCalendarPdf(job.input);
      // The bytes move to the server's thread instead of being copied (when they are all of their buffer).
      const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
      port.postMessage({ id, ok: true, value: pdf } satisfies RenderReply, whole ? [pdf.buffer as ArrayBuffer] : []);
      return;
    }
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    reply = { id, ok: false, error: { name: error.name, message: error.message, stack: error.stack } };
  }
  port.postMessage(reply);
});

port.postMessage('ready');
