/**
 * Public answers computed once: the calendar feeds and the public collection calendar are the same
 * for everyone who asks with the same parameters, and change only when the authority's calendar
 * data does. One computation costs tens of milliseconds of CPU (a year of events as iCalendar
 * text, a PDF); a cached answer costs a map lookup.
 *
 * - Answers live in a bounded LRU (entries and bytes), keyed by the caller's normalized request and
 *   the data version, so a data change makes them unreachable at once (they age out of the LRU).
 * - Concurrent requests for the same missing answer share one computation.
 * - Computations that miss the cache ("cold work") are limited per client address (429), and over
 *   all addresses together (503): many addresses, each inside its own allowance, add up to no more
 *   than the server is meant to spend on calendars. Both answers carry `Retry-After`.
 * - Cold work runs at most `concurrency` at a time (the calendar's render workers,
 *   calendar/render-pool.ts, so the event loop stays free for other requests), a few more wait
 *   their turn (503 beyond that), the next one only after pending I/O had its turn.
 * - Cached answers, and computations already under way for the same answer, are handed out
 *   whatever the limits say.
 */
import { LRUCache } from 'lru-cache';
import { ApiError } from '../errors';

/** What clients, nginx and CDNs may do with a public answer: keep it 15 minutes, then revalidate
 *  (ETag/Last-Modified), and for another hour hand out the old copy while fetching the new one. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=900, stale-while-revalidate=3600';

export interface PublicCacheOptions {
  /** Answers kept (each a few KB to ~100 KB). */
  maxEntries: number;
  /** Bytes kept over all answers. */
  maxBytes: number;
  /** Cold computations one client address may cause per window: far above what a household's
   *  calendar apps and browser ask for, far below a scan of streets and parameters. */
  coldPerAddress: number;
  /** Cold computations all addresses together may cause per window (a sliding one): what the
   *  server spends on calendars at most, however many addresses ask (server/config.ts). */
  coldGlobal: number;
  coldWindowMs: number;
  /** Cold computations running at once (the rest wait their turn). */
  concurrency: number;
  /** Cold computations waiting at most; beyond that the server is too busy (503). */
  maxQueued: number;
}

export const DEFAULT_PUBLIC_CACHE: PublicCacheOptions = {
  maxEntries: 1000,
  maxBytes: 64 * 1024 * 1024,
  coldPerAddress: 30,
  coldGlobal: 300,
  coldWindowMs: 60_000,
  concurrency: 1,
  maxQueued: 16,
};

/** `Retry-After` of a full queue: one computation takes tens of milliseconds, a queue a second or two. */
const BUSY_RETRY_SECONDS = 5;

/** "in 1 Sekunde", "in 42 Sekunden". */
const inSeconds = (seconds: number): string => (seconds === 1 ? 'in einer Sekunde' : `in ${seconds} Sekunden`);

export interface CachedAnswer {
  body: string | Uint8Array<ArrayBuffer>;
  /** Content-Type, Content-Disposition, DataServiceVersion: what the answer itself carries. */
  headers: Record<string, string>;
}

interface Window {
  start: number;
  count: number;
}

const sizeOf = (answer: CachedAnswer): number => (typeof answer.body === 'string' ? answer.body.length * 2 : answer.body.byteLength) + 256;

export class PublicAnswers {
  readonly options: PublicCacheOptions;
  private readonly answers: LRUCache<string, CachedAnswer>;
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private readonly windows: LRUCache<string, Window>;
  /** When the cold computations of the global window started, oldest first (at most coldGlobal). */
  private readonly recent: number[] = [];
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: Partial<PublicCacheOptions> = {}) {
    this.options = { ...DEFAULT_PUBLIC_CACHE, ...options };
    this.answers = new LRUCache({ max: this.options.maxEntries, maxSize: this.options.maxBytes, sizeCalculation: sizeOf });
    // Bounded too: a scan from many addresses must not grow the limiter without end.
    this.windows = new LRUCache({ max: 10_000 });
  }

  /** The cached answer, or `compute`'s (counted against `client`'s allowance for cold work). */
  async get(key: string, client: string, nowMs: number, compute: () => CachedAnswer | Promise<CachedAnswer>): Promise<CachedAnswer> {
    const hit = this.answers.get(key);
    if (hit) return hit;
    const shared = this.pending.get(key);
    if (shared) return shared;
    this.admit(client, nowMs);
    const work = this.run(compute).then((answer) => {
      this.answers.set(key, answer);
      return answer;
    });
    this.pending.set(key, work);
    try {
      return await work;
    } finally {
      this.pending.delete(key);
    }
  }

  /**
   * Lets one cold computation for `client` start, or throws: its address over its allowance (429),
   * all addresses together over theirs, or the queue full (503). Only an admitted computation
   * counts, against both allowances: a refused request costs its sender nothing of either.
   */
  private admit(client: string, nowMs: number): void {
    const { coldPerAddress, coldGlobal, coldWindowMs, concurrency, maxQueued } = this.options;
    let window = this.windows.get(client);
    if (!window || nowMs - window.start >= coldWindowMs || nowMs < window.start) window = { start: nowMs, count: 0 };
    if (window.count >= coldPerAddress) {
      throw new ApiError(
        429,
        'too-many-requests',
        'Zu viele verschiedene Kalenderabfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.',
        retrySeconds(window.start + coldWindowMs - nowMs),
      );
    }
    // Starts outside the window (or after the clock was set back) no longer count.
    while (this.recent.length > 0 && (nowMs - this.recent[0]! >= coldWindowMs || this.recent[0]! > nowMs)) this.recent.shift();
    if (this.recent.length >= coldGlobal) {
      const seconds = retrySeconds(this.recent[0]! + coldWindowMs - nowMs);
      throw new ApiError(503, 'busy', `Der Abfuhrkalender wird gerade sehr oft abgefragt. Bitte versuchen Sie es ${inSeconds(seconds)} erneut.`, seconds);
    }
    if (this.running >= concurrency && this.waiting.length >= maxQueued) {
      throw new ApiError(503, 'busy', 'Der Abfuhrkalender wird gerade sehr oft abgefragt. Bitte versuchen Sie es in wenigen Sekunden erneut.', BUSY_RETRY_SECONDS);
    }
    window.count++;
    this.windows.set(client, window);
    // An unlimited budget (Infinity) keeps no log.
    if (Number.isFinite(coldGlobal)) this.recent.push(nowMs);
  }

  private async run(compute: () => CachedAnswer | Promise<CachedAnswer>): Promise<CachedAnswer> {
    // admit() made sure there is room in the queue.
    if (this.running >= this.options.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await compute();
    } finally {
      // The next computation starts only after pending I/O (other clients' requests) had its turn:
      // computations are synchronous stretches of CPU that would otherwise run back to back.
      setImmediate(() => {
        this.running--;
        const next = this.waiting.shift();
        if (next) next();
      });
    }
  }
}

/** Whole seconds until `ms` have passed, at least one (`Retry-After` of 0 would invite a retry at once). */
const retrySeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 prescribes for it). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Whether the client's copy (If-Modified-Since) is as new as `lastModifiedMs` (HTTP dates have seconds). */
export function notModifiedSince(header: string | undefined, lastModifiedMs: number): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since;
}
