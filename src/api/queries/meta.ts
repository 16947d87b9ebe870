import { queryOptions } from '@tanstack/react-query';
import { readEdmx } from '../../../codegen/edmx';
import { deriveCapabilities, type Capabilities } from '../../../codegen/runtime/capabilities';
import { transport } from '../client';

export const metaQueryKey = ['meta'] as const;

/**
 * The live `$metadata`, read with the generator's own reader and turned into capabilities with the
 * generator's own derivation, so a backend that changed after the build switches features off.
 * Loaded once per page load; 503 / 404 / 502 surface as MaintenanceError.
 */
export function metaQueryOptions() {
  return queryOptions<Capabilities>({
    queryKey: metaQueryKey,
    queryFn: async ({ signal }) => deriveCapabilities(readEdmx(await transport.requestText('$metadata', signal))),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
