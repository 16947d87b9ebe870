import { Typography, type BoxProps } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends BoxProps {
  /** HTML from the server or configuration; sanitised here, never trusted. */
  html: string;
}

/** The only place the ui renders HTML strings; everything goes through the allow-list sanitiser. */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Typography {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
