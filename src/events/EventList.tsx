/**
 * The event history (SPEC.md section 2): events sorted by most recent date, separated by dividers,
 * with cancel and claim actions where `canCancel`/`canCreateClaim` allow them.
 *
 * A typical resident has a few dozen events: those render plainly (PlainEventList). Only a long
 * history (a landlord's, bench:events uses 10,000) loads the virtualised list, whose chunk carries
 * @tanstack/react-virtual (~8-9 KB gzip that the object page no longer pays for up front, issue 4).
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
 * From this many events on the history is virtualised. A plain row costs a few Mantine/DOM nodes;
 * 150 of them mount in the order of tens of ms on a mid-range phone and stay cheap to scroll,
 * while the virtualised list always pays for a chunk round trip (and ~9 KB gzip). 150 is several
 * times what a resident collects (a few dozen events) and still far below where plain rendering
 * gets slow (bench:events: `--count 149` renders the plain list, `--count 10000` the virtual one).
 */
export const VIRTUALIZE_FROM = 150;

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
