/**
 * The one way the portal asks "is it there?" (issue 14 section 2): given the capabilities of the
 * live `$metadata` and the generated client, asking for an entity set or a function import returns
 * its typed member, or undefined when the authority's metadata or the live backend lacks it.
 *
 * Names the stable contract (`PortalClient`) knows come back typed by it; any other name (sets and
 * functions the portal reaches through the transport or a generated form) comes back as an untyped
 * member, still present only when both the generated client and the live metadata have it.
 *
 * Components use `useGate()` (capabilities from the query cache); loaders, queries and machines use
 * `gate()`, which reads the last live capabilities, or the build's own before they arrive.
 */
import type { QueryOptions } from '../../codegen/runtime/client';
import type { Capabilities, FunctionCapability } from '../../codegen/runtime/capabilities';
import { capabilities as buildCapabilities } from '../../generated/capabilities';
import { api } from './client';
import type { PortalClient, PortalSet } from './portal-client';

type Contract = Required<PortalClient>;
/** Entity set names of the contract. */
export type ContractSetName = { [K in keyof Contract]: Contract[K] extends { list: unknown } ? K : never }[keyof Contract];
/** Function import names of the contract. */
export type ContractFunctionName = Exclude<keyof Contract, ContractSetName>;

/** A function import the contract does not type: parameters and answer as the wire has them. */
export type UntypedCall = (params: Record<string, unknown>, options?: QueryOptions) => Promise<unknown>;

export type GateSet<N extends string> = N extends ContractSetName ? Contract[N] : PortalSet<unknown>;
export type GateFunction<N extends string> = N extends ContractFunctionName ? Contract[N] : UntypedCall;

export interface CapabilityGate {
  /** Whether live (or build-time) capabilities were known; false while `$metadata` loads. */
  readonly known: boolean;
  /** The entity set's client, or undefined when the metadata or the generated client lacks it. */
  set<N extends string>(name: N): GateSet<N> | undefined;
  /** The function import's call, or undefined when the metadata or the generated client lacks it. */
  fn<N extends string>(name: N): GateFunction<N> | undefined;
  /** What the metadata says of a present function (parameters, expectations, planned cancellation). */
  describe(name: string): FunctionCapability | undefined;
  /**
   * A module's own typed view of sets and functions the contract does not type (its wire shapes):
   * each member is the gate's answer for that name, so absent ones are undefined.
   */
  view<V extends object>(): { readonly [K in keyof V]?: V[K] };
}

/** Anything with members by name: the generated client, or a test's fake. */
export type ClientLike = object;

const member = (client: ClientLike, name: string): unknown => (Object.hasOwn(client, name) ? (client as Record<string, unknown>)[name] : undefined);

/**
 * One gate per capabilities object and client: navigation, module pages, guards and actors ask on
 * every render or request, and the capabilities only change when a new `$metadata` is read.
 */
const gates = new WeakMap<Capabilities, WeakMap<ClientLike, CapabilityGate>>();

/** The gate over `caps` (null: not known yet, nothing is there) and `client`. */
export function capabilityGate(caps: Capabilities | null, client: ClientLike = api): CapabilityGate {
  if (caps === null) return buildGate(null, client);
  let byClient = gates.get(caps);
  if (!byClient) gates.set(caps, (byClient = new WeakMap()));
  let found = byClient.get(client);
  if (!found) byClient.set(client, (found = buildGate(caps, client)));
  return found;
}

function buildGate(caps: Capabilities | null, client: ClientLike): CapabilityGate {
  const sets = new Set(caps?.entitySets ?? []);
  const listed = (name: string) => (caps && Object.hasOwn(caps.functions, name) ? caps.functions[name] : undefined);
  return {
    known: caps !== null,
    set<N extends string>(name: N) {
      const found = member(client, name);
      return sets.has(name) && typeof found === 'object' && found !== null ? (found as GateSet<N>) : undefined;
    },
    fn<N extends string>(name: N) {
      const found = member(client, name);
      return listed(name) && typeof found === 'function' ? (found as GateFunction<N>) : undefined;
    },
    describe(name) {
      return typeof member(client, name) === 'function' ? listed(name) : undefined;
    },
    view<V extends object>() {
      const ask = (name: string | symbol) => (typeof name === 'string' ? (this.set(name) ?? this.fn(name)) : undefined);
      return new Proxy({}, { get: (_, name) => ask(name) }) as { readonly [K in keyof V]?: V[K] };
    },
  };
}

/** A gate on which nothing is there: for events that never offer actions (claims lists) and tests. */
export const emptyGate: CapabilityGate = capabilityGate(null, {});

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
