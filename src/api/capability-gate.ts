/**
 * The capability gate itself (see gate.ts for what it answers), over any client: no import of the
 * portal's API singleton, so a visitor's start page (src/app/visitor) can ask it with a client of its own
 * without loading the session machine that the singleton's transport follows.
 */
import type { QueryOptions } from '../../codegen/runtime/client';
import type { Capabilities, FunctionCapability } from '../../codegen/runtime/capabilities';
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
const gates = new WeakMap<ReadonlySet<string>, WeakMap<Capabilities, WeakMap<ClientLike, CapabilityGate>>>();

const NOTHING_WITHHELD: ReadonlySet<string> = new Set();

/**
 * The gate over `caps` (null: not known yet, nothing is there) and `client`. `withheld` names
 * function imports this session may not call although the backend has them (full-login.ts): the
 * gate answers for them as if they were missing, so nothing offers them.
 */
export function capabilityGate(caps: Capabilities | null, client: ClientLike, withheld: ReadonlySet<string> = NOTHING_WITHHELD): CapabilityGate {
  if (caps === null) return buildGate(null, client, withheld);
  let byCaps = gates.get(withheld);
  if (!byCaps) gates.set(withheld, (byCaps = new WeakMap()));
  let byClient = byCaps.get(caps);
  if (!byClient) byCaps.set(caps, (byClient = new WeakMap()));
  let found = byClient.get(client);
  if (!found) byClient.set(client, (found = buildGate(caps, client, withheld)));
  return found;
}

function buildGate(caps: Capabilities | null, client: ClientLike, withheld: ReadonlySet<string>): CapabilityGate {
  const sets = new Set(caps?.entitySets ?? []);
  const listed = (name: string) => (caps && !withheld.has(name) && Object.hasOwn(caps.functions, name) ? caps.functions[name] : undefined);
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

