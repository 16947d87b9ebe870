/**
 * Browser half of bench:events: mounts the REAL EventList (with the portal's Mantine theme and
 * i18n) on a sorted history and reports, to the Node driver through `window.eventsBench`:
 * - mount: from the render call to the first rows painted (rAF that sees the rows, then a message
 *   posted from it, which runs after that frame's paint);
 * - scroll: a programmatic scroll through the list, frame intervals from rAF and long tasks
 *   (> 50 ms) from a PerformanceObserver.
 * Built by bench/events.ts with Vite into a temp dir; never part of the portal bundle. `prepare`
 * loads the virtualised list's chunk first, so `mount` times its render, not its download.
 */
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { EventList, preloadVirtualEventList, VIRTUALIZE_FROM } from '../../src/events/EventList';
import type { PortalEvent } from '../../src/events/events';
import { sortEvents } from '../../src/events/events';
import { i18n, initI18n } from '../../src/i18n';
import { cssVariablesResolver, theme } from '../../src/theme';
import { makeEvents } from './data';

export interface MountResult {
  /** Render call to the first rows in the DOM, seen by a frame. */
  domMs: number;
  /** Render call to after the frame that painted them. */
  paintedMs: number;
  rows: number;
}

export interface ScrollResult {
  frames: number;
  /** Typical frame interval of this browser when idle (the budget a frame is measured against). */
  budgetMs: number;
  dropped: number;
  worstFrameMs: number;
  longTasks: number;
  longestTaskMs: number;
  scrolledPx: number;
}

declare global {
  interface Window {
    eventsBench: {
      prepare(count: number): Promise<number>;
      mount(mode: 'cold' | 'warm'): Promise<MountResult>;
      hide(): Promise<void>;
      scroll(durationMs: number, pxPerSecond: number): Promise<ScrollResult>;
    };
  }
}

initI18n();
let events: PortalEvent[] = [];
let root: Root | null = null;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Resolves after the paint of the current frame: a message posted from rAF runs after it. */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });

const rowCount = () => document.querySelectorAll('[role="listitem"]').length;

/** The actions render their buttons as in the portal; clicking is not part of the bench. */
const noop = () => undefined;

/** Hands the harness a way to show the list inside the already running providers. */
let showList: ((list: readonly PortalEvent[] | null) => void) | null = null;

function Harness({ initial }: { initial: readonly PortalEvent[] | null }) {
  const [list, setList] = useState<readonly PortalEvent[] | null>(initial);
  showList = setList;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <I18nextProvider i18n={i18n}>{list ? <EventList events={list} height={600} onCancel={noop} onClaim={noop} /> : <p>bereit</p>}</I18nextProvider>
    </MantineProvider>
  );
}

/** Time from `start` to the first rows in the DOM (seen by a frame) and to after that frame's paint. */
async function untilPainted(start: number): Promise<MountResult> {
  // Poll once per frame: the first frame whose rAF finds rows is the frame that paints them.
  while (rowCount() === 0) await nextFrame();
  const domMs = performance.now() - start;
  // The virtualised rows are positioned absolutely; plain placeholder rows would time the wrong thing.
  if (events.length >= VIRTUALIZE_FROM && document.querySelector<HTMLElement>('[role="listitem"]')?.style.position !== 'absolute') {
    throw new Error('bench:events timed the placeholder rows, not the virtualised list');
  }
  await afterPaint();
  const paintedMs = performance.now() - start;
  return { domMs, paintedMs, rows: rowCount() };
}

/**
 * `cold`: a new React root with the providers and the list in one go (first paint of a page).
 * `warm`: the providers are mounted and painted first (the app shell is running), then the list
 * is shown: what a user waits for when the event history opens. After `hide()`, `warm` mounts the
 * list again in the same page (JIT and style caches warm, as after the first visit).
 */
async function mount(mode: 'cold' | 'warm'): Promise<MountResult> {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  if (mode === 'warm' && !root) {
    root = createRoot(container);
    flushSync(() => root?.render(<Harness initial={null} />));
    await afterPaint();
    await afterPaint();
  }
  performance.mark('events-mount');
  const start = performance.now();
  if (mode === 'cold') {
    root = createRoot(container);
    root.render(<Harness initial={events} />);
  } else {
    showList?.(events);
  }
  const result = await untilPainted(start);
  performance.mark('events-painted');
  performance.measure('events-first-render', 'events-mount', 'events-painted');
  return result;
}

async function idleBudget(): Promise<number> {
  const intervals: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < 30; i++) {
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
  }
  intervals.sort((a, b) => a - b);
  return intervals[Math.floor(intervals.length / 2)] ?? 1000 / 60;
}

async function scroll(durationMs: number, pxPerSecond: number): Promise<ScrollResult> {
  const list = document.querySelector<HTMLElement>('[role="list"]');
  if (!list) throw new Error('no list');
  const budgetMs = await idleBudget();
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });

  const intervals: number[] = [];
  let scrolledPx = 0;
  // Read the scroll range only when about to pass it: a read per frame would force a layout in
  // the harness and bill it to the wrong place.
  let max = list.scrollHeight - list.clientHeight;
  const t0 = await nextFrame();
  let last = t0;
  let position = list.scrollTop;
  while (last - t0 < durationMs) {
    const now = await nextFrame();
    const dt = now - last;
    intervals.push(dt);
    last = now;
    const step = (pxPerSecond * dt) / 1000;
    if (position + step > max) max = list.scrollHeight - list.clientHeight;
    position = position + step > max ? 0 : position + step;
    scrolledPx += step;
    list.scrollTop = position;
  }
  await afterPaint();
  for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
  observer.disconnect();

  const dropped = intervals.reduce((sum, dt) => sum + Math.max(0, Math.round(dt / budgetMs) - 1), 0);
  return {
    frames: intervals.length,
    budgetMs,
    dropped,
    worstFrameMs: Math.max(0, ...intervals),
    longTasks: longTasks.length,
    longestTaskMs: Math.max(0, ...longTasks),
    scrolledPx,
  };
}

/** Removes the list again (providers stay), so the next warm mount is a repeat in a warm page. */
async function hide(): Promise<void> {
  showList?.(null);
  await afterPaint();
  await afterPaint();
}

window.eventsBench = {
  hide,
  async prepare(count) {
    // The store hands the list sorted events; preparing them is not part of the render time.
    events = sortEvents(makeEvents(count));
    // A long history renders the virtualised list, which EventList loads as its own chunk: load it
    // here so the timings are the virtualised first render, not a chunk fetch plus the plain
    // placeholder rows (which would count as "rows painted"). In the portal the chunk is fetched
    // once per session. Below the threshold the plain list is measured.
    if (events.length >= VIRTUALIZE_FROM) await preloadVirtualEventList();
    return events.length;
  },
  mount,
  scroll,
};
