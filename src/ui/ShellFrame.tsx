import './shell.css';
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
}

/** Layout skeleton shared by the default and the general layout. */
export function ShellFrame({ header, navbar, aside, headerUntil, children, overlays }: ShellFrameProps) {
  const { t } = useTranslation();
  const hasAside = aside !== undefined && aside !== null;
  return (
    <div className="shell" data-header={headerUntil} data-sidebar={hasAside ? '' : undefined}>
      <SkipLink />
      <header className="shell-header">{header}</header>
      <div className="shell-navbar">{navbar}</div>
      <main className="shell-main" id={MAIN_ID} tabIndex={-1}>
        <div className="shell-content">{children}</div>
      </main>
      {/* After the page content in reading order; placed on the right by CSS. */}
      {hasAside && <aside className="shell-aside" aria-label={t('sidebar.label')}>{aside}</aside>}
      {overlays}
    </div>
  );
}
