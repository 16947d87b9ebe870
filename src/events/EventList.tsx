/**
 * The event history (SPEC.md section 2): events sorted by most recent date, separated by dividers,
 * with cancel and claim actions where `canCancel`/`canCreateClaim` allow them.
 *
 * A typical resident has a few dozen events: those render plainly (PlainEventList). Only a long
 * history (a landlord's, bench:events uses 10,000) loads the virtualised list, whose chunk carries
 * @tanstack/react-virtual (~10 KB gzip that the object page no longer pays for up front, issue 4).
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PortalEvent } from './events';
import { PlainEventList } from './PlainEventList';

export interface EventListProps {
  events: readonly PortalEvent[];
  onCancel?: (event: PortalEvent) => void;
  onClaim?: (event: PortalEvent) => void;
  /** Maximum height of the scroll area in px; a short history takes only the room it needs. */
  height?: number;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * From this many events on the history is virtualised. Below it every row renders: no ~10 KB gzip
 * chunk (react-virtual) and no second round trip, but each plain row costs its own render (two
 * Mantine buttons, a divider). bench:events (same loaded 2-core machine, median "list opens →
 * rows painted"): virtualised 112-130 ms for 60-149 events; plain 171 ms at 60, 226 ms at 100,
 * 312 ms at 149 (repeat mounts: plain 78 / 120 / 195 ms vs virtualised ~40 ms). So plain stays
 * close to the virtualised list only up to about 60 rows: that covers a typical resident (a few
 * dozen events), while longer histories keep the fast first render they had.
 */
export const VIRTUALIZE_FROM = 60;

/** The smallest a row gets (one-line title and status, no actions): the placeholder fills the viewport with it. */
const MIN_ROW_HEIGHT = 60;

type ListComponent = ComponentType<EventListProps>;

/** Set once the chunk arrived: lists mounted after that render it directly, without a placeholder. */
let loadedVirtualList: ListComponent | null = null;
let virtualListPromise: Promise<ListComponent> | null = null;

/**
 * Loads the virtualised list's chunk (once). Callers that know a long history is coming (and the
 * bench, which times the virtualised first render) can start it early. Should the chunk fail to
 * load (offline after an update), the whole history renders plainly: slower, but complete.
 */
export function preloadVirtualEventList(): Promise<ListComponent> {
  virtualListPromise ??= import('./VirtualEventList').then(
    (module) => (loadedVirtualList = module.VirtualEventList),
    (): ListComponent => PlainEventList,
  );
  return virtualListPromise;
}

const LazyVirtualList = lazy(() => preloadVirtualEventList().then((component) => ({ default: component })));

function LongEventList(props: EventListProps) {
  // Fixed per mount: switching from the lazy wrapper to the loaded component would remount the
  // list and lose its scroll position.
  const [List] = useState<ListComponent>(() => loadedVirtualList ?? LazyVirtualList);
  const height = props.height ?? 600;
  // Meanwhile the first rows, plainly and in the same container, so nothing is blank and the
  // container already has its final height.
  return (
    <Suspense fallback={<PlainEventList {...props} limit={Math.ceil(height / MIN_ROW_HEIGHT) + 1} />}>
      <List {...props} />
    </Suspense>
  );
}

export function EventList(props: EventListProps) {
  return props.events.length >= VIRTUALIZE_FROM ? <LongEventList {...props} /> : <PlainEventList {...props} />;
}
