import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageHeadingOverride } from './page-heading';

/**
 * The subtitle key for a path: its last segment, or `index` for "/" (SPEC "Header and navigation").
 * An id is no name: a detail page (/wiki/3) takes its module's segment until it names itself.
 */
export function subtitleKey(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment.length > 0 && !/^\d+$/.test(segment));
  return segments[segments.length - 1] ?? 'index';
}

export interface PageTitleProps {
  /** Current path; its last segment picks the subtitle from `app.subtitles`. */
  pathname: string;
  /** General title; defaults to the portal's title. */
  title?: string | null;
  /** Replaces the path's subtitle and the page's own heading (an error or the maintenance page says what it is). */
  subtitle?: string | null;
}

/** The page heading: the portal title above the page's own subtitle. */
export function PageTitle({ pathname, title, subtitle: override }: PageTitleProps) {
  const { t } = useTranslation();
  const key = `app.subtitles.${subtitleKey(pathname)}`;
  // Unknown segments (object ids, future modules) fall back to no subtitle rather than a raw key.
  const own = usePageHeadingOverride();
  const subtitle = override ?? own ?? t(key, { defaultValue: '' });
  const general = title?.trim() || t('app.title');
  // Exactly one h1 per page: the subtitle when the page has one, else the general title.
  return (
    <Stack gap={2} mb="lg">
      {subtitle && (
        <Text size="sm" fw={600} c="brand.9" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {general}
        </Text>
      )}
      <Title order={1} size="h2">
        {subtitle || general}
      </Title>
    </Stack>
  );
}
