/**
 * Run-time capabilities in React. The route guard loads them on the first navigation
 * (`metaQueryOptions`); components ask the gate (`useGate`) whether a set or function is there.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Capabilities } from '../../codegen/runtime/capabilities';
import { api } from './client';
import { capabilityGate, type CapabilityGate, type ClientLike } from './gate';
import { metaQueryOptions } from './queries/meta';

export type { Capabilities, FunctionCapability } from '../../codegen/runtime/capabilities';
export type { CapabilityGate } from './gate';

/** The capabilities of the live backend, or null while loading / after a failure. */
function useCapabilities(): Capabilities | null {
  return useQuery(metaQueryOptions()).data ?? null;
}

/**
 * The capability gate over the live backend; nothing is there while `$metadata` loads. `client`
 * is the generated client (tests inject a fake).
 */
export function useGate(client: ClientLike = api): CapabilityGate {
  const caps = useCapabilities();
  return useMemo(() => capabilityGate(caps, client), [caps, client]);
}
