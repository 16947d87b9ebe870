import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { DesktopDrawer } from './DesktopDrawer';
import { Header } from './Header';
import { DESKTOP_BREAKPOINT, MOBILE_HEADER_HEIGHT, NAVBAR_WIDTH } from './layoutConstants';
import { MobileDrawer } from './MobileDrawer';
import { PageTitle } from './PageTitle';
import { MAIN_ID, SkipLink } from './SkipLink';
import type { FooterLinksView, LogoView, NavigateFn, NavItemView } from './types';

export interface GeneralLayoutProps {
  pathname: string;
  onNavigate: NavigateFn;
  navItems: readonly NavItemView[];
  logo: LogoView;
  links: FooterLinksView;
  title?: string | null;
  children: ReactNode;
}

/** Navigation and title only (error pages, maintenance). */
export function GeneralLayout({ pathname, onNavigate, navItems, logo, links, title, children }: GeneralLayoutProps) {
  const [menuOpened, menu] = useDisclosure(false);
  useEffect(() => menu.close(), [pathname, menu]);
  return (
    <AppShell
      padding={{ base: 'md', sm: 'lg', lg: 'xl' }}
      header={{ height: { base: MOBILE_HEADER_HEIGHT, [DESKTOP_BREAKPOINT]: 0 } }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: DESKTOP_BREAKPOINT, collapsed: { mobile: true } }}
    >
      <SkipLink />
      <AppShell.Header hiddenFrom={DESKTOP_BREAKPOINT} withBorder={false}>
        <Header
          authorized={false}
          objects={[]}
          objectId={null}
          onObjectChange={() => undefined}
          logo={logo}
          onNavigate={onNavigate}
          menuOpened={menuOpened}
          onMenuClick={menu.open}
        />
      </AppShell.Header>
      <AppShell.Navbar visibleFrom={DESKTOP_BREAKPOINT}>
        <DesktopDrawer logo={logo} items={navItems} links={links} onNavigate={onNavigate} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1100} mx="auto">
          <PageTitle pathname={pathname} title={title} />
          {children}
        </Box>
      </AppShell.Main>
      <MobileDrawer
        opened={menuOpened}
        onClose={menu.close}
        logo={logo}
        items={navItems}
        links={links}
        onNavigate={onNavigate}
        settingsPath={null}
        authAction={null}
        onLogin={() => undefined}
        onLogout={() => undefined}
        onNoPassLogout={() => undefined}
      />
    </AppShell>
  );
}
