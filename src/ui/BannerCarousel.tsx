import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BannerCarouselProps } from './BannerCarouselView';
import { BANNER_HEIGHT } from './layoutConstants';

export type { BannerCarouselProps } from './BannerCarouselView';

const BannerCarouselView = lazy(() => import('./BannerCarouselView'));

/** Rotating banner of links (height 200 px); renders nothing without links. */
export function BannerCarousel(props: BannerCarouselProps) {
  if (props.links.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton height={BANNER_HEIGHT} radius="md" mb="lg" />}>
      <BannerCarouselView {...props} />
    </Suspense>
  );
}
