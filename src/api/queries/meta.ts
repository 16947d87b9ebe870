import { queryOptions } from '@tanstack/react-query';
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
    queryFn: async ({ signal }) => {
      // The EDMX reader (on the browser's DOMParser, ~8 KB gzip) is fetched in parallel with
      // the document instead of sitting in the entry chunk in front of the first paint.
      const [xml, { readEdmx }] = await Promise.all([transport.requestText('$metadata', signal), import('../../../codegen/edmx/browser')]);
      return deriveCapabilities(readEdmx(xml));
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
