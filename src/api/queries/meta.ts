import { queryOptions } from '@tanstack/react-query';
import { deriveCapabilities, type Capabilities } from '../../../codegen/runtime/capabilities';
import { metadataFingerprint } from '../../../codegen/runtime/fingerprint';
import { capabilities as buildCapabilities, metadataFingerprint as buildFingerprint } from '../../../generated/capabilities';
import { transport } from '../client';
import { rememberLiveCapabilities } from '../gate';

export const metaQueryKey = ['meta'] as const;

/**
 * The live `$metadata`, read with the generator's own reader and turned into capabilities with the
 * generator's own derivation, so a backend that changed after the build switches features off
 * (components read them from this query; `gate()` outside React from rememberLiveCapabilities).
 * Loaded once per page load; 503 / 404 / 502 surface as MaintenanceError.
 *
 * When the live document is the one this build was generated from (same fingerprint), the
 * capabilities the generator derived from it are the answer: the same reader and derivation already
 * ran on the same text, so the reader chunk (~8 KB gzip) and its parse stay off the page.
 */
export function metaQueryOptions() {
  return queryOptions<Capabilities>({
    queryKey: metaQueryKey,
    queryFn: async ({ signal }) => {
      const xml = await transport.requestText('$metadata', signal);
      if (buildFingerprint !== null && metadataFingerprint(xml) === buildFingerprint) return rememberLiveCapabilities(buildCapabilities);
      // A changed backend: read it with the EDMX reader (on the browser's DOMParser), loaded only now.
      const { readEdmx } = await import('../../../codegen/edmx/browser');
      return rememberLiveCapabilities(deriveCapabilities(readEdmx(xml)));
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
