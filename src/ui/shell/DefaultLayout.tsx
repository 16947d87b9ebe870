import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';
import { AccessibilityLinks } from './AccessibilityLinks';
import { BannerCarousel } from './BannerCarousel';
import { DesktopDrawer } from './DesktopDrawer';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';
import { PageHeadingProvider } from '../page-heading';
import { PageTitle } from './PageTitle';
import { NAVBAR_MEDIA, ShellFrame } from './ShellFrame';
import type { AuthAction, BannerLinkView, FooterLinksView, LogoView, NavigateFn, NavItemView, ObjectView, OwnerAddressView } from '../types';

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
  /** null hides the password-change link. */
  passwordPath?: string | null;
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
  /** Replaces the heading's subtitle (error pages, maintenance). */
  subtitle?: string | null;
  bannerLinks?: readonly BannerLinkView[];
  /**
   * True while the banner links of an authority that has them are loading: the layout keeps the
   * banner's 200 px free, so the page does not jump down when they arrive (layout shift).
   */
  bannerPending?: boolean;
  /** Slots the app fills: <ErrorSnackbar/>, outer login (noPass), required-settings dialog, progress bar. */
  snackbar?: ReactNode;
  outerLogin?: ReactNode;
  settingsDialog?: ReactNode;
  progress?: ReactNode;
  children: ReactNode;
}

/**
 * The portal shell: permanent navigation on desktop, a yellow header with a right-hand drawer on
 * phones, and the personal sidebar on wide screens. Between 751 px and the sidebar's 1200 px (and
 * on every desktop width without a sidebar) the top bar becomes an account bar: object selector
 * and an account button whose drawer holds greeting, settings and logout but no second copy of
 * the navigation, which the left column already shows.
 */
/** Pages that show the banner on phones too. */
const bannerPage = (pathname: string): boolean => pathname === '/' || /^\/objects\/[^/]+\/dashboard\/?$/.test(pathname);

export function DefaultLayout(props: DefaultLayoutProps) {
  const { pathname, onNavigate, navItems, logo, links, account, sidebar } = props;
  const [menuOpened, menu] = useDisclosure(false);
  const hasSidebar = sidebar !== null && sidebar !== undefined;
  const { close } = menu;
  // A navigation closes the menu; mounting does not (a tap on the menu held while the portal
  // loaded is repeated right after its first render, app/handoff.ts).
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    close();
  }, [pathname, close]);
  const desktop = useMediaQuery(NAVBAR_MEDIA, true, { getInitialValueInEffect: false });
  // The start page has its own login card.
  const onLogin = account.authAction === 'login' && pathname !== '/' ? account.onLogin : null;
  // From 751 px the bar holds only the account (object selector, account button) or the login
  // button; logo and menu are the navigation column's. With neither it would be an empty white
  // strip above the page, so it goes with the phone layout.
  const accountBar = account.authorized || onLogin !== null;

  return (
    <ShellFrame
      headerUntil={!accountBar ? 'until-md' : hasSidebar ? 'until-lg' : 'always'}
      header={
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
          onLogin={onLogin}
        />
      }
      navbar={<DesktopDrawer logo={logo} items={navItems} links={links} onNavigate={onNavigate} />}
      footer={<AccessibilityLinks onNavigate={onNavigate} />}
      aside={hasSidebar ? sidebar : null}
      overlays={
        <>
          {props.progress}
          <MobileDrawer
            opened={menuOpened}
            onClose={close}
            logo={logo}
            items={desktop ? null : navItems}
            links={links}
            onNavigate={onNavigate}
            owner={account.authorized ? account.owner : null}
            settingsPath={account.settingsPath}
            passwordPath={account.passwordPath}
            authAction={account.authAction}
            onLogin={account.onLogin}
            onLogout={account.onLogout}
            onNoPassLogout={account.onNoPassLogout}
          />
          {props.snackbar}
          {props.outerLogin}
          {props.settingsDialog}
        </>
      }
    >
      {/* 200 px are a third of a phone's first screen: there only on the start page and the
          dashboard, the pages residents come to for news. */}
      {(desktop || bannerPage(pathname)) && <BannerCarousel links={props.bannerLinks ?? []} pending={props.bannerPending} />}
      <PageHeadingProvider>
        <PageTitle pathname={pathname} title={props.title} subtitle={props.subtitle} />
        {props.children}
      </PageHeadingProvider>
    </ShellFrame>
  );
}
