import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { deriveCapabilities, type Capabilities } from '../../../codegen/runtime/capabilities';
import { metadataFingerprint } from '../../../codegen/runtime/fingerprint';
import { capabilities as buildCapabilities, metadataFingerprint as buildFingerprint } from '../../../generated/capabilities';
import { transport } from '../client';
import type { PortalTransport } from '../transport';
import { capabilityGate, rememberLiveCapabilities, type CapabilityGate, type ClientLike } from '../gate';
import { isUnreachable, OFFLINE_READABLE } from '../offline';

export const metaQueryKey = ['meta'] as const;

/** What loading the `$metadata` needs of a transport. */
export type MetaTransport = Pick<PortalTransport, 'requestText'>;

/**
 * The live `$metadata`, read with the generator's own reader and turned into capabilities with the
 * generator's own derivation, so a backend that changed after the build switches features off
 * (components read them from this query; `gate()` outside React from rememberLiveCapabilities).
 * Loaded once per page load; 503 / 404 / 502 surface as MaintenanceError.
 *
 * When the live document is the one this build was generated from (same fingerprint), the
 * capabilities the generator derived from it are the answer: the same reader and derivation already
 * ran on the same text, so the reader chunk (~8 KB gzip) and its parse stay off the page.
 *
 * Without a network (the browser says it is offline) the build's capabilities stand in, so the
 * pages that keep offline copies (calendar, next collections, wiki) can still be drawn; a backend
 * that does not answer while the browser is online is an outage and goes to the maintenance page.
 *
 * `via` reads the document: the portal's transport, or a test's.
 */
export function metaQueryOptions(via: MetaTransport = transport) {
  return queryOptions<Capabilities>({
    queryKey: metaQueryKey,
    queryFn: async ({ signal }) => {
      let xml: string;
      try {
        xml = await via.requestText('$metadata', signal);
      } catch (error) {
        if (isUnreachable(error) && typeof navigator !== 'undefined' && navigator.onLine === false) return rememberLiveCapabilities(buildCapabilities);
        throw error;
      }
      if (buildFingerprint !== null && metadataFingerprint(xml) === buildFingerprint) return rememberLiveCapabilities(buildCapabilities);
      // A changed backend: read it with the EDMX reader (on the browser's DOMParser), loaded only now.
      const { readEdmx } = await import('../../../codegen/edmx/browser');
      return rememberLiveCapabilities(deriveCapabilities(readEdmx(xml)));
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    ...OFFLINE_READABLE,
  });
}

/**
 * The gate over the capabilities in the query cache, for code that holds the query client but runs
 * outside a component (route guards, the events actor): nothing is there before they are loaded,
 * the same answer `useGate()` gives a component at that moment.
 */
export function cachedGate(queryClient: QueryClient, client?: ClientLike): CapabilityGate {
  return capabilityGate(queryClient.getQueryData<Capabilities>(metaQueryKey) ?? null, client);
}
