/**
 * The portal's API singletons: `transport` (fetch, session header, typed errors) and `api`, the
 * generated client seen through the stable `PortalClient` interface.
 *
 * What happens on an expired token or maintenance is the app's decision (it owns navigation and the
 * query cache), so the app registers those reactions with `configureApi`; the defaults below are the
 * error behaviour (docs/behaviour.md, "Errors") so that even an unconfigured page never keeps a dead session.
 */
import { createClient } from '../../generated/client';
import { getSession, sessionActor } from '../session/session';
import type { ExpiredError, HttpError, MaintenanceError } from './errors';
import { contractView, type PortalClient } from './portal-client';
import { createFetchTransport, type PortalTransport } from './transport';

export interface ApiReactions {
  onExpired(error: ExpiredError): void;
  onMaintenance(error: MaintenanceError): void;
  fallbacks: Partial<Record<number, string>>;
  onFallback(path: string, error: HttpError): void;
}

/** Full page loads on purpose: a reload drops every in-memory trace of the old session. */
const reload = (path: string) => {
  if (typeof window !== 'undefined') window.location.replace(path);
};

let expiring = false;

const defaults: ApiReactions = {
  onExpired() {
    if (expiring) return; // many parallel requests fail at once; react only to the first
    expiring = true;
    sessionActor.send({ type: 'LOGOUT', reason: 'expired' });
    reload('/?expired');
  },
  onMaintenance() {
    reload('/?maintenance');
  },
  fallbacks: {},
  onFallback(path) {
    reload(path || '/');
  },
};

const reactions: ApiReactions = { ...defaults };

/** Replaces the reactions to expiry, maintenance and per-status fallbacks (called by the app). */
export function configureApi(overrides: Partial<ApiReactions>): void {
  Object.assign(reactions, overrides);
}

export const transport: PortalTransport = createFetchTransport({
  getHash: () => getSession().hash,
  isExpired: () => getSession().expired,
  onExpired: (error) => reactions.onExpired(error),
  onMaintenance: (error) => reactions.onMaintenance(error),
  onExpiryAnnounced: (validUntil) => sessionActor.send({ type: 'EXTEND', validUntil }),
  get fallbacks() {
    return reactions.fallbacks;
  },
  onFallback: (path, error) => reactions.onFallback(path, error),
});

/**
 * The generated client seen through the contract. Read it through the capability gate (./gate.ts):
 * members absent from this authority's metadata are undefined here, and the gate also drops what
 * the live `$metadata` lost.
 */
export const api: PortalClient = contractView(createClient(transport));
