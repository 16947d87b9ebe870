import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FooterLinksView } from './types';

const ORDER = ['imprint', 'privacy', 'contact'] as const;

/** Imprint, privacy and contact of the authority's website; only those that are configured. */
export function FooterLinks({ links }: { links: FooterLinksView }) {
  const { t } = useTranslation();
  const configured = ORDER.filter((key) => Boolean(links[key]?.trim()));
  if (configured.length === 0) return null;
  return (
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
}
