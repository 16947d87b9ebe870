import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { BannerCarousel } from './BannerCarousel';
import { DesktopDrawer } from './DesktopDrawer';
import { Header } from './Header';
import { DESKTOP_BREAKPOINT, MOBILE_HEADER_HEIGHT, NAVBAR_WIDTH, SIDEBAR_BREAKPOINT, SIDEBAR_WIDTH } from './layoutConstants';
import { MobileDrawer } from './MobileDrawer';
import { PageTitle } from './PageTitle';
import { SkipLink, MAIN_ID } from './SkipLink';
import type { AuthAction, BannerLinkView, FooterLinksView, LogoView, NavigateFn, NavItemView, ObjectView, OwnerAddressView } from './types';

export interface ShellAccount {
  authorized: boolean;
  owner: OwnerAddressView | null;
  objects: readonly ObjectView[];
  objectId: number | null;
  onObjectChange: (objectId: number) => void;
  /** E.g. on the demands module the object may not be switched. */
  objectSelectorDisabled?: boolean;
  /** null hides the profile settings link. */
  settingsPath: string | null;
  authAction: AuthAction;
  onLogin: () => void;
  onLogout: () => void;
  onNoPassLogout: () => void;
}

export interface DefaultLayoutProps {
  pathname: string;
  onNavigate: NavigateFn;
  navItems: readonly NavItemView[];
  logo: LogoView;
  links: FooterLinksView;
  account: ShellAccount;
  /** The composed <Sidebar/>; null for the no-landing profile (no right column at all). */
  sidebar: ReactNode | null;
  title?: string | null;
  bannerLinks?: readonly BannerLinkView[];
  /** Slots the app fills: <ErrorSnackbar/>, outer login (noPass), required-settings dialog, progress bar. */
  snackbar?: ReactNode;
  outerLogin?: ReactNode;
  settingsDialog?: ReactNode;
  progress?: ReactNode;
  children: ReactNode;
}

/**
 * The portal shell: permanent navigation on desktop, a yellow header with a right-hand drawer on
 * phones, and the personal sidebar on wide screens. The phone header stays visible until the
 * sidebar fits (1200 px), because the sidebar is where object selection and logout live.
 */
export function DefaultLayout(props: DefaultLayoutProps) {
  const { pathname, onNavigate, navItems, logo, links, account, sidebar } = props;
  const [menuOpened, menu] = useDisclosure(false);
  const hasSidebar = sidebar !== null && sidebar !== undefined;
  const headerUntil = hasSidebar ? SIDEBAR_BREAKPOINT : undefined;

  useEffect(() => menu.close(), [pathname, menu]);

  return (
    <AppShell
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
      header={{ height: hasSidebar ? { base: MOBILE_HEADER_HEIGHT, [SIDEBAR_BREAKPOINT]: 0 } : MOBILE_HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: DESKTOP_BREAKPOINT, collapsed: { mobile: true } }}
      aside={{ width: SIDEBAR_WIDTH, breakpoint: SIDEBAR_BREAKPOINT, collapsed: { mobile: true, desktop: !hasSidebar } }}
    >
      <SkipLink />
      {props.progress}
      <AppShell.Header hiddenFrom={headerUntil} withBorder={false} style={{ boxShadow: 'var(--mantine-shadow-xs)' }}>
        <Header
          authorized={account.authorized}
          objects={account.objects}
          objectId={account.objectId}
          onObjectChange={account.onObjectChange}
          disabled={account.objectSelectorDisabled}
          logo={logo}
          onNavigate={onNavigate}
          menuOpened={menuOpened}
          onMenuClick={menu.open}
        />
      </AppShell.Header>
      <AppShell.Navbar visibleFrom={DESKTOP_BREAKPOINT}>
        <DesktopDrawer logo={logo} items={navItems} links={links} onNavigate={onNavigate} />
      </AppShell.Navbar>
      {hasSidebar && (
        <AppShell.Aside visibleFrom={SIDEBAR_BREAKPOINT} component="aside">
          {sidebar}
        </AppShell.Aside>
      )}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1100} mx="auto">
          {props.bannerLinks && props.bannerLinks.length > 0 && <BannerCarousel links={props.bannerLinks} />}
          <PageTitle pathname={pathname} title={props.title} />
          {props.children}
        </Box>
      </AppShell.Main>
      <MobileDrawer
        opened={menuOpened}
        onClose={menu.close}
        logo={logo}
        items={navItems}
        links={links}
        onNavigate={onNavigate}
        owner={account.authorized ? account.owner : null}
        settingsPath={account.settingsPath}
        authAction={account.authAction}
        onLogin={account.onLogin}
        onLogout={account.onLogout}
        onNoPassLogout={account.onNoPassLogout}
      />
      {props.snackbar}
      {props.outerLogin}
      {props.settingsDialog}
    </AppShell>
  );
}
