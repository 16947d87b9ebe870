import { queryOptions } from '@tanstack/react-query';
import { api } from '../client';
import type { BannerLink } from '../types';

/** `AktuelleBannerLinks`; only call when the capabilities list it (features.banner). */
export function bannerLinksQueryOptions() {
  return queryOptions<BannerLink[]>({
    queryKey: ['banner-links'] as const,
    queryFn: ({ signal }) => api.AktuelleBannerLinks?.({}, { signal }) ?? Promise.resolve([]),
    staleTime: 30 * 60_000,
  });
}
