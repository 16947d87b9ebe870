/**
 * The one way the portal asks "is it there?": given the capabilities of the
 * live `$metadata` and the generated client, asking for an entity set or a function import returns
 * its typed member, or undefined when the authority's metadata or the live backend lacks it.
 *
 * Names the stable contract (`PortalClient`) knows come back typed by it; any other name (sets and
 * functions the portal reaches through the transport or a generated form) comes back as an untyped
 * member, still present only when both the generated client and the live metadata have it.
 *
 * Components use `useGate()` (capabilities from the query cache); loaders and queries use `gate()`,
 * which reads the last live capabilities, or the build's own before they arrive. A machine's actors
 * are handed the client they call and ask `gate(client)`, so a test hands them a fake client.
 */
import type { Capabilities } from '../../codegen/runtime/capabilities';
import { capabilities as buildCapabilities } from '../../generated/capabilities';
import { getSession } from '../session/session';
import { api } from './client';
import { FULL_LOGIN_FUNCTIONS } from './full-login';
import { capabilityGate as gateOver, type CapabilityGate, type ClientLike } from './capability-gate';

export {
  emptyGate,
  type CapabilityGate,
  type ClientLike,
  type ContractFunctionName,
  type ContractSetName,
  type GateFunction,
  type GateSet,
  type UntypedCall,
} from './capability-gate';

const FULL_LOGIN: ReadonlySet<string> = new Set(FULL_LOGIN_FUNCTIONS);
const NONE: ReadonlySet<string> = new Set();

/**
 * The gate over `caps` (null: not known yet, nothing is there) and `client`, the portal's API by
 * default. A noPass profile's sessions are opened without a password: what only a full login may
 * do (full-login.ts) is not there for them.
 */
export const capabilityGate = (caps: Capabilities | null, client: ClientLike = api): CapabilityGate =>
  gateOver(caps, client, getSession().noPass ? FULL_LOGIN : NONE);

let live: Capabilities | null = null;

/** Called with each live `$metadata`'s capabilities (queries/meta.ts), so `gate()` follows the backend. */
export function rememberLiveCapabilities<C extends Capabilities | null>(caps: C): C {
  live = caps;
  return caps;
}

/**
 * The gate for code outside React (loaders, query functions, machines): the live capabilities once
 * known, the build's before (the route guard loads `$metadata` before any page runs, so this is
 * only the case for the first request of a page load and for tests).
 */
export function gate(client: ClientLike = api): CapabilityGate {
  return capabilityGate(live ?? buildCapabilities, client);
}
