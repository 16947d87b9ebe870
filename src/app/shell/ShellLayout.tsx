/**
 * The portal's default layout composed from the ui's parts for one state of the page: session,
 * objects, menu, banner and the app's slots. No router, query cache or session machine in here:
 * the portal's shell (AppShell) feeds it from those, and a visitor's start page (src/app/visitor) feeds
 * it the same page from the build's capabilities before the portal's code is there, so
 * both draw the same tree and a tap held between them lands on the same element.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Objekt } from '../../api/types';
import type { Session } from '../../session/types';
import { DefaultLayout } from '../../ui/shell/DefaultLayout';
import { LandingPage } from '../../ui/shell/LandingPage';
import { Sidebar } from '../../ui/shell/Sidebar';
import type { BannerLinkView, LandingTopicView, NavigateFn, NavItemView } from '../../ui/types';
import { portalConfig, profileInfo } from '../config';
import { PASSWORD_FLAG, SETTINGS_FLAG, withFlag } from '../search';
import { authActionFor, objectSwitchPath } from './account';
import { openLogin } from './login-dialog';

export interface ShellLayoutProps {
  pathname: string;
  onNavigate: NavigateFn;
  navItems: readonly NavItemView[];
  /** The landing's cards in the sidebar, only modules whose pages exist here (app/navigation landingTopics). */
  landingTopics: readonly LandingTopicView[];
  session: Pick<Session, 'authorized' | 'hash' | 'userAddress'>;
  objects: readonly Objekt[];
  objectId: number | null;
  /** The maintenance page: no login, no personal area, its own heading. */
  maintenance: boolean;
  /** A page that failed keeps the shell but not the module's heading. */
  failed: boolean;
  /** Profile settings and password change are offered. */
  settingsAvailable: boolean;
  bannerLinks: readonly BannerLinkView[];
  bannerPending: boolean;
  /** The sidebar's event history, where there is one. */
  events?: ReactNode;
  snackbar?: ReactNode;
  outerLogin?: ReactNode;
  settingsDialog?: ReactNode;
  progress?: ReactNode;
  onLogout(reason: 'user' | 'endSession'): void;
  children: ReactNode;
}

export function ShellLayout(props: ShellLayoutProps) {
  const { pathname, onNavigate, session, objects, objectId, maintenance, failed, settingsAvailable, landingTopics } = props;
  const { t } = useTranslation();
  const selected = objects.find((o) => o.ObjekteId === objectId) ?? null;
  const owner = session.userAddress ?? selected?.EigentuemerAdressenObj ?? null;
  const authAction = maintenance ? null : authActionFor(session, profileInfo);
  // The same element on every render, so React skips the landing column when the shell re-renders
  // (router status, banner, session): on the start page that is most of the tree.
  const onStartPage = pathname === '/';
  const landing = useMemo(
    () => (
      <LandingPage
        variant={onStartPage ? 'login' : 'sidebar'}
        title={portalConfig.texts.landingTitle}
        subtitle={portalConfig.texts.landingSubtitle}
        access={profileInfo.access}
        topics={landingTopics}
        onNavigate={onNavigate}
        onLogin={openLogin}
      />
    ),
    [onNavigate, onStartPage, landingTopics],
  );
  const common = {
    owner,
    objects,
    objectId,
    onObjectChange: (id: number) => onNavigate(objectSwitchPath(pathname, id, portalConfig.defaultModule)),
    objectSelectorDisabled: pathname.split('/')[3] === 'demands',
    settingsPath: settingsAvailable ? withFlag(pathname, SETTINGS_FLAG) : null,
    passwordPath: settingsAvailable ? withFlag(pathname, PASSWORD_FLAG) : null,
    authAction,
    onLogin: openLogin,
    onLogout: () => props.onLogout('user'),
    // The special no-password logout ends the community token as well.
    onNoPassLogout: () => props.onLogout('endSession'),
  };

  return (
    <DefaultLayout
      pathname={pathname}
      onNavigate={onNavigate}
      navItems={props.navItems}
      logo={portalConfig.logo}
      links={portalConfig.links}
      title={portalConfig.texts.title}
      subtitle={maintenance ? t('maintenance.title') : failed ? t('errorPage.heading') : null}
      account={{ authorized: session.authorized, ...common }}
      sidebar={
        profileInfo.landing && !maintenance ? (
          <Sidebar
            authorized={session.authorized}
            landing={landing}
            customGreeting={portalConfig.texts.greeting}
            infoTexts={portalConfig.texts.infoTexts}
            events={props.events}
            onNavigate={onNavigate}
            {...common}
          />
        ) : null
      }
      bannerLinks={props.bannerLinks}
      bannerPending={props.bannerPending}
      snackbar={props.snackbar}
      outerLogin={props.outerLogin}
      settingsDialog={props.settingsDialog}
      progress={props.progress}
    >
      {props.children}
    </DefaultLayout>
  );
}
