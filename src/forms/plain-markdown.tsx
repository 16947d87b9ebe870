/**
 * Stands in for `markdown-to-jsx/react` in the portal's build (vite.config.ts aliases it here).
 * rjsf renders markdown only for descriptions and help texts a uiSchema marks with
 * `enableMarkdownIn*`, which generated forms never do, and for its own configuration errors; the
 * parser was ~27 KB gzip of every form chunk. Text is shown as text, never parsed as markup.
 */
import type { ReactNode } from 'react';

interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
  'data-testid'?: string;
}

export function Markdown({ children, 'data-testid': testId }: MarkdownProps) {
  return <span data-testid={testId}>{children}</span>;
}
