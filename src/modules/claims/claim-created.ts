/**
 * "A claim event is added for the returned claim id": the claim
 * dialog announces the new claim as a portal event; whoever keeps an event history (the app's
 * events store, the sidebar) subscribes. Dialogs sit below the app, so they announce instead of
 * reaching into the store.
 */
import type { PortalEvent } from '../../events/events';

export type ClaimCreatedListener = (event: PortalEvent) => void;

const listeners = new Set<ClaimCreatedListener>();

/** Subscribes to new claims; returns the unsubscribe function. */
export function onClaimCreated(listener: ClaimCreatedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceClaimCreated(event: PortalEvent): void {
  for (const listener of [...listeners]) listener(event);
}
