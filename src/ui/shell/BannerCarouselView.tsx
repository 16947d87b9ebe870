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
  const href = safeUrl(current.Url);
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
        <Stack gap={8}>
          {/* The title is the link: one clear target per slide, dark ink on the pale yellow. */}
          {href ? (
            <Anchor
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              fw={650}
              size="lg"
              c="dark.9"
              underline="always"
              lineClamp={2}
            >
              {current.Titel || href}
              <IconExternalLink size={16} aria-hidden="true" style={{ marginLeft: 6, verticalAlign: '-2px' }} />
              <VisuallyHidden>{t('common.newTab')}</VisuallyHidden>
            </Anchor>
          ) : (
            current.Titel && (
              <Text fw={650} size="lg" lineClamp={2}>
                {current.Titel}
              </Text>
            )
          )}
          {current.Text && (
            <Text size="sm" lineClamp={3}>
              {current.Text}
            </Text>
          )}
        </Stack>
      </Box>
      {count > 1 && (
        <Group justify="space-between" gap="xs" mt="xs">
          <ActionIcon
            variant="subtle"
            color="dark"
            aria-label={t(paused ? 'banner.play' : 'banner.pause')}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <IconPlayerPlay size={18} aria-hidden="true" /> : <IconPlayerPause size={18} aria-hidden="true" />}
          </ActionIcon>
          <Group gap="xs">
            <Text size="xs" aria-hidden="true">
              {index + 1} / {count}
            </Text>
            <ActionIcon variant="subtle" color="dark" aria-label={t('banner.previous')} onClick={() => step(-1)}>
              <IconChevronLeft size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon variant="subtle" color="dark" aria-label={t('banner.next')} onClick={() => step(1)}>
              <IconChevronRight size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
      )}
    </Paper>
  );
}
