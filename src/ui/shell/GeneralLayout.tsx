import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { AccessibilityLinks } from './AccessibilityLinks';
import { DesktopDrawer } from './DesktopDrawer';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';
import { PageHeadingProvider } from '../page-heading';
import { PageTitle } from './PageTitle';
import { ShellFrame } from './ShellFrame';
import type { FooterLinksView, LogoView, NavigateFn, NavItemView } from '../types';

export interface GeneralLayoutProps {
  pathname: string;
  onNavigate: NavigateFn;
  navItems: readonly NavItemView[];
  logo: LogoView;
  links: FooterLinksView;
  title?: string | null;
  children: ReactNode;
}

const noop = () => undefined;

/** Navigation and title only (error pages, maintenance). */
export function GeneralLayout({ pathname, onNavigate, navItems, logo, links, title, children }: GeneralLayoutProps) {
  const [menuOpened, menu] = useDisclosure(false);
  const { close } = menu;
  useEffect(() => close(), [pathname, close]);
  return (
    <ShellFrame
      headerUntil="until-md"
      header={
        <Header
          authorized={false}
          objects={[]}
          objectId={null}
          onObjectChange={noop}
          logo={logo}
          onNavigate={onNavigate}
          menuOpened={menuOpened}
          onMenuClick={menu.open}
        />
      }
      navbar={<DesktopDrawer logo={logo} items={navItems} links={links} onNavigate={onNavigate} />}
      footer={<AccessibilityLinks onNavigate={onNavigate} />}
      overlays={
        <MobileDrawer
          opened={menuOpened}
          onClose={close}
          logo={logo}
          items={navItems}
          links={links}
          onNavigate={onNavigate}
          settingsPath={null}
          authAction={null}
          onLogin={noop}
          onLogout={noop}
          onNoPassLogout={noop}
        />
      }
    >
      <PageHeadingProvider>
        <PageTitle pathname={pathname} title={title} />
        {children}
      </PageHeadingProvider>
    </ShellFrame>
  );
}
