import { Anchor, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccessibilityLinks } from './AccessibilityLinks';
import type { FooterLinksView, NavigateFn } from '../types';

const ORDER = ['imprint', 'privacy', 'contact'] as const;

export interface FooterLinksProps {
  links: FooterLinksView;
  /**
   * Given where no page footer is in sight (the phone menu covers the page): the links to the
   * accessibility pages come first. The page footer carries them on every page anyway.
   */
  onNavigate?: NavigateFn;
  onItemClick?: () => void;
}

/** Imprint, privacy and contact of the authority's website (only those that are configured), and the accessibility pages where asked. */
export function FooterLinks({ links, onNavigate, onItemClick }: FooterLinksProps) {
  const { t } = useTranslation();
  const configured = ORDER.filter((key) => Boolean(links[key]?.trim()));
  const legal = configured.length > 0 && (
    <Group component="nav" aria-label={t('drawer.footer')} gap={4} style={{ columnGap: 16 }} wrap="wrap">
      {configured.map((key) => (
        <Anchor
          key={key}
          href={links[key] ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          c="dimmed"
          title={`${t(`drawer.${key}`)} ${t('common.newTab')}`}
        >
          {t(`drawer.${key}`)}
        </Anchor>
      ))}
    </Group>
  );
  if (!onNavigate) return legal || null;
  return (
    <Stack gap="sm">
      <AccessibilityLinks onNavigate={onNavigate} onItemClick={onItemClick} />
      {legal}
    </Stack>
  );
}
