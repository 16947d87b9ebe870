import { Typography, type BoxProps } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { ContentLinkContext, type KeepLink } from './content-link-context';

export interface SafeHtmlProps extends BoxProps {
  /** HTML from the server or configuration; sanitised here, never trusted. */
  html: string;
}

type Sanitize = (dirty: string, keepLink: KeepLink) => string;

// DOMPurify (~11 KB gzip) is fetched only when a text really contains markup: plain texts (the
// usual info texts and error messages) render as text, which is exactly what sanitising yields.
let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
const loadSanitizer = (): Promise<Sanitize> =>
  (loading ??= import('./sanitize').then((module) => (sanitizer = module.sanitizeHtml)));

/** Text without `<` and `&` has no tags, comments or entities: its HTML is the text itself. */
const isPlainText = (html: string) => !/[<&]/.test(html);

/**
 * The only place the ui renders HTML strings; everything goes through the allow-list sanitiser,
 * and links to pages this portal does not have (ContentLinkContext) become plain words.
 */
export function SafeHtml({ html, ...rest }: SafeHtmlProps) {
  const keepLink = useContext(ContentLinkContext);
  const plain = isPlainText(html);
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  useEffect(() => {
    if (plain || sanitize) return;
    let current = true;
    loadSanitizer().then(
      (loaded) => current && setSanitize(() => loaded),
      () => undefined, // a failed chunk leaves the text empty rather than unsanitised
    );
    return () => {
      current = false;
    };
  }, [plain, sanitize]);

  if (plain) return <Typography {...rest}>{html}</Typography>;
  return <Typography {...rest} dangerouslySetInnerHTML={{ __html: sanitize ? sanitize(html, keepLink) : '' }} />;
}
