import { ActionIcon, Anchor, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconExternalLink, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '../safeUrl';
import type { BannerLinkView } from '../types';

import { BANNER_HEIGHT } from './layoutConstants';

export interface BannerCarouselProps {
  links: readonly BannerLinkView[];
  /** Time per slide; rotation stops on hover, focus, the pause button and reduced motion. */
  intervalMs?: number;
}

/**
 * Rotating banner of links (WAI "carousel" pattern): the slide region is not live while rotating,
 * so screen readers are not interrupted; it becomes polite once the user takes control.
 * @public Loaded on demand by BannerCarousel.tsx, through an import the dead-export check cannot follow.
 */
export default function BannerCarouselView({ links, intervalMs = 7000 }: BannerCarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = links.length;
  const rotating = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  if (count === 0) return null;
  const current = links[Math.min(index, count - 1)];
  if (!current) return null;
  const step = (delta: number) => setIndex((value) => (value + delta + count) % count);

  return (
    <Paper
      component="section"
      aria-roledescription={t('banner.roleCarousel')}
      aria-label={t('banner.label')}
      radius="md"
      p="lg"
      mb="lg"
      h={BANNER_HEIGHT}
      bg="brand.1"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', border: '1px solid var(--mantine-color-brand-3)' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box
        role="group"
        aria-roledescription={t('banner.roleSlide')}
        aria-label={t('banner.position', { index: index + 1, count })}
        aria-live={rotating ? 'off' : 'polite'}
        style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}
      >
        <Slide link={current} />
      </Box>
      {count > 1 && <CarouselControls index={index} count={count} paused={paused} onPause={() => setPaused((value) => !value)} onStep={step} />}
    </Paper>
  );
}

/** One slide: its title as the link (one clear target per slide, dark ink on the pale yellow) and its text. */
function Slide({ link }: { link: BannerLinkView }) {
  const { t } = useTranslation();
  const href = safeUrl(link.Url);
  return (
    <Stack gap={8}>
      {href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={650} size="lg" c="dark.9" underline="always" lineClamp={2}>
          {link.Titel || href}
          <IconExternalLink size={16} aria-hidden="true" style={{ marginLeft: 6, verticalAlign: '-2px' }} />
          <VisuallyHidden>{t('common.newTab')}</VisuallyHidden>
        </Anchor>
      ) : (
        link.Titel && (
          <Text fw={650} size="lg" lineClamp={2}>
            {link.Titel}
          </Text>
        )
      )}
      {link.Text && (
        <Text size="sm" lineClamp={3}>
          {link.Text}
        </Text>
      )}
    </Stack>
  );
}

interface CarouselControlsProps {
  index: number;
  count: number;
  paused: boolean;
  onPause(): void;
  onStep(delta: number): void;
}

/** Pause or play, the position, previous and next. */
function CarouselControls({ index, count, paused, onPause, onStep }: CarouselControlsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" mt="xs">
      <ActionIcon variant="subtle" color="dark" aria-label={t(paused ? 'banner.play' : 'banner.pause')} onClick={onPause}>
        {paused ? <IconPlayerPlay size={18} aria-hidden="true" /> : <IconPlayerPause size={18} aria-hidden="true" />}
      </ActionIcon>
      <Group gap="xs">
        <Text size="xs" aria-hidden="true">
          {index + 1} / {count}
        </Text>
        <ActionIcon variant="subtle" color="dark" aria-label={t('banner.previous')} onClick={() => onStep(-1)}>
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon variant="subtle" color="dark" aria-label={t('banner.next')} onClick={() => onStep(1)}>
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
