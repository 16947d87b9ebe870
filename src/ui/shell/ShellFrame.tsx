import './shell.css';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_ID, SkipLink } from './SkipLink';

export interface ShellFrameProps {
  header: ReactNode;
  navbar: ReactNode;
  aside?: ReactNode;
  /** Up to which width the phone header shows: until the desktop (751 px), until the sidebar fits (1200 px) or always. */
  headerUntil: 'until-md' | 'until-lg' | 'always';
  children: ReactNode;
  /** Dialogs, snackbar, drawers: rendered after the page. */
  overlays?: ReactNode;
  /** The page footer below the content (the links to the accessibility pages), on every width. */
  footer?: ReactNode;
}

/** The widths from which shell.css shows the navigation column and the sidebar (keep in step). */
export const NAVBAR_MEDIA = '(min-width: 46.9375em)';
const ASIDE_MEDIA = '(min-width: 75em)';
const SYNC = { getInitialValueInEffect: false };

/**
 * Layout skeleton shared by the default and the general layout. Columns the CSS hides at this width
 * are not rendered at all: on a phone that is the navigation column and the whole sidebar, about a
 * third of the start page's components, which React then neither renders nor keeps up to date.
 */
export function ShellFrame({ header, navbar, aside, headerUntil, children, overlays, footer }: ShellFrameProps) {
  const { t } = useTranslation();
  const hasAside = aside !== undefined && aside !== null;
  const navbarShown = useMediaQuery(NAVBAR_MEDIA, true, SYNC);
  const asideShown = useMediaQuery(ASIDE_MEDIA, true, SYNC);
  return (
    <div className="shell" data-header={headerUntil} data-sidebar={hasAside ? '' : undefined}>
      <SkipLink />
      <header className="shell-header">{header}</header>
      {/* The column stays (empty) so the page keeps its place in the tree (src/app/handoff.ts). */}
      <div className="shell-navbar">{navbarShown ? navbar : null}</div>
      <main className="shell-main" id={MAIN_ID} tabIndex={-1}>
        <div className="shell-content">{children}</div>
      </main>
      {/* Outside main, so it is the page's contentinfo landmark; under the content on every width. */}
      {footer && (
        <footer className="shell-footer">
          <div className="shell-content">{footer}</div>
        </footer>
      )}
      {/* After the page content in reading order; placed on the right by CSS. */}
      {hasAside && asideShown && (
        <aside className="shell-aside" aria-label={t('sidebar.label')}>
          {aside}
        </aside>
      )}
      {overlays}
    </div>
  );
}
