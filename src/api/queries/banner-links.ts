import { queryOptions } from '@tanstack/react-query';
import { gate } from '../gate';
import type { BannerLink } from '../types';

/** `AktuelleBannerLinks`; only used when the gate has the function (none otherwise). */
export function bannerLinksQueryOptions() {
  return queryOptions<BannerLink[]>({
    queryKey: ['banner-links'] as const,
    queryFn: ({ signal }) => gate().fn('AktuelleBannerLinks')?.({}, { signal }) ?? Promise.resolve([]),
    staleTime: 30 * 60_000,
  });
}
