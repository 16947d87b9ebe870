import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BannerCarouselProps } from './BannerCarouselView';
import { BANNER_HEIGHT } from './layoutConstants';

export type { BannerCarouselProps } from './BannerCarouselView';

let viewModule: Promise<typeof import('./BannerCarouselView')> | undefined;
const loadView = () => (viewModule ??= import('./BannerCarouselView'));
/** Starts loading the carousel's code (for callers that know links are coming). */
export const preloadBannerCarousel = (): void => void loadView().catch(() => undefined);
const BannerCarouselView = lazy(loadView);

export interface BannerSlotProps extends BannerCarouselProps {
  /** The links are still loading: keep the 200 px free so the page does not jump when they arrive. */
  pending?: boolean;
}

/** Rotating banner of links (height 200 px); renders nothing without links. */
export function BannerCarousel({ pending = false, ...props }: BannerSlotProps) {
  const placeholder = <Skeleton height={BANNER_HEIGHT} radius="md" mb="lg" />;
  if (props.links.length === 0) return pending ? placeholder : null;
  return (
    <Suspense fallback={placeholder}>
      <BannerCarouselView {...props} />
    </Suspense>
  );
}
