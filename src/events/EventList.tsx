/**
 * The event history: events sorted by most recent date, separated by dividers,
 * with cancel and claim actions where `canCancel`/`canCreateClaim` allow them.
 *
 * A typical resident has a few dozen events: those render plainly (PlainEventList). Only a long
 * history (a landlord's, bench:events uses 10,000) loads the virtualised list, whose chunk carries
 * @tanstack/react-virtual (~10 KB gzip that the object page no longer pays for up front).
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PortalEvent } from './events';
import { firstScreenRows, PlainEventList } from './PlainEventList';

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
 * From this many events on the history is virtualised. Below it no ~10 KB gzip chunk
 * (react-virtual) and no second round trip; PlainEventList paints the first screen of rows first
 * and adds the rest in a background render, so the first paint does not grow with the history.
 * bench:events, 149 events, same machine load: first screen first, plain 89 ms to rows painted
 * vs 95 ms virtualised, no dropped frames scrolling; all 149 rows at once had taken 312 ms
 * (~1.2 ms a row). All rows do stay in the DOM though (memory, the background render), which is
 * why long histories keep the virtualizer. 150 covers a resident's year: the demo owner's
 * object (four bins emptied all year, orders, claims) has between 60 and 150 events (bench:web
 * loads the virtual chunk with a threshold of 60, not with 150), a fresh history a few dozen.
 * Landlords' long histories keep the virtualizer.
 */
export const VIRTUALIZE_FROM = 150;

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
    <Suspense fallback={<PlainEventList {...props} limit={firstScreenRows(height)} />}>
      <List {...props} />
    </Suspense>
  );
}

export function EventList(props: EventListProps) {
  return props.events.length >= VIRTUALIZE_FROM ? <LongEventList {...props} /> : <PlainEventList {...props} />;
}
