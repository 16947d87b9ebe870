/**
 * Run-time capabilities in React. The route guard loads them on the first navigation
 * (`metaQueryOptions`); components read them here and switch features off when absent.
 */
import { useQuery } from '@tanstack/react-query';
import type { Capabilities } from '../../codegen/runtime/capabilities';
import { metaQueryOptions } from './queries/meta';

export type { Capabilities, Features, FunctionCapability } from '../../codegen/runtime/capabilities';

/** The capabilities of the live backend, or null while loading / after a failure. */
export function useCapabilities(): Capabilities | null {
  return useQuery(metaQueryOptions()).data ?? null;
}

export const hasFunction = (caps: Capabilities | null, name: string): boolean => Boolean(caps?.functions[name]);
export const hasEntitySet = (caps: Capabilities | null, name: string): boolean => Boolean(caps?.entitySets.includes(name));
