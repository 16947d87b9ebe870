import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeadingOverride } from '../page-heading';

/**
 * The subtitle key for a path: its last segment, or `index` for "/".
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

/** The browser tab's title: the page's own name before the portal's. */
const pageTitle = (subtitle: string | null | undefined, general: string): string =>
  subtitle ? `${subtitle} – ${general}` : general;

/** A form field keeps the focus when the path changes under it. */
const keepsFocus = (element: Element | null): boolean =>
  element !== null && element.matches('input, select, textarea, [role="combobox"]');

/** The page heading: the portal title above the page's own subtitle. */
export function PageTitle({ pathname, title, subtitle: override }: PageTitleProps) {
  const { t } = useTranslation();
  const key = `app.subtitles.${subtitleKey(pathname)}`;
  // Unknown segments (object ids, future modules) fall back to no subtitle rather than a raw key.
  const own = usePageHeadingOverride();
  const subtitle = override ?? own ?? t(key, { defaultValue: '' });
  const general = title?.trim() || t('app.title');
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPath = useRef(pathname);
  // The tab names the page first, so a list of tabs or the history tells pages apart.
  useEffect(() => {
    document.title = pageTitle(subtitle, general);
  }, [subtitle, general]);
  // Another page in place of the last one: the focus would stay on the link that was clicked (or
  // fall to the body with a closed menu), and a screen reader would say nothing. The new page's
  // heading takes it and is read out. Not on the first page (the browser starts at the top there),
  // and not away from a field in use (the object selector changes the path too).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (keepsFocus(document.activeElement)) return;
    heading.current?.focus({ preventScroll: true });
  }, [pathname]);
  // Exactly one h1 per page: the subtitle when the page has one, else the general title.
  return (
    <Stack gap={2} mb="lg">
      {subtitle && (
        <Text size="sm" fw={600} c="brand.9" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          {general}
        </Text>
      )}
      {/* Focusable for the page change only (not in the tab order); no ring, it is no control. */}
      <Title order={1} size="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }} data-page-heading>
        {subtitle || general}
      </Title>
    </Stack>
  );
}
