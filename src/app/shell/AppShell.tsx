import { useQuery } from '@tanstack/react-query';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useGate } from '../../api/capabilities';
import { clearError, useErrorMessage } from '../../api/notifications';
import { bannerLinksQueryOptions } from '../../api/queries/banner-links';
import { objectsQueryOptions } from '../../api/queries/objects';
import { logoutSettled, sessionActor, useSession } from '../../session/session';
import { ErrorSnackbar } from '../../ui/shell/ErrorSnackbar';
import { OfflineNotice } from '../../ui/shell/OfflineNotice';
import { RouteProgressBar } from '../../ui/shell/RouteProgressBar';
import { offersLogin, profileInfo } from '../config';
import { HISTORY_PAGE } from '../navigation';
import { useLandingTopics, useNavigationItems } from '../use-navigation-items';
import { loadEventsFor, supportsEvents } from '../events';
import { currentObjectId } from '../current-object';
import { reloadTo } from '../wiring';
import { hasFlag, PASSWORD_FLAG, SETTINGS_FLAG } from '../search';
import { LazyPasswordDialog } from './LazyPasswordDialog';
import { LazySettingsDialog } from './LazySettingsDialog';
import { LazySidebarEvents } from './LazySidebarEvents';
import { LazyLoginDialog } from './LazyLoginDialog';
import { ShellLayout } from './ShellLayout';

/** Reads the object id from /objects/{id}/… (the shell sits above the routes that own the param). */
const routeObjectId = (pathname: string): number | null => {
  const [, first, id] = pathname.split('/');
  return first === 'objects' && id && /^\d+$/.test(id) ? Number(id) : null;
};

/** The progress bar subscribes to the router's status itself: a change re-renders only the bar. */
function RouterProgress() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  return <RouteProgressBar active={loading} />;
}

/** The portal's shell: the layout (ShellLayout) fed with session, capabilities, queries and routing. */
export function AppShell() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const settingsRequested = useRouterState({ select: (s) => hasFlag(s.location.search, SETTINGS_FLAG) });
  const passwordRequested = useRouterState({ select: (s) => hasFlag(s.location.search, PASSWORD_FLAG) });
  const session = useSession();
  const gate = useGate();
  const errorMessage = useErrorMessage();
  const objectId = routeObjectId(pathname);
  const onHistoryPage = objectId !== null && pathname.split('/')[3] === HISTORY_PAGE;
  // Maintenance is its own calm page: no login, no personal area, its own heading.
  const maintenance = useRouterState({ select: (s) => s.location.pathname === '/' && hasFlag(s.location.search, 'maintenance') });
  // A page that failed (unknown object, not found) keeps the shell but not the module's heading.
  const failed = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error' || m.status === 'notFound') });

  const objects = useQuery({ ...objectsQueryOptions(), enabled: session.authorized }).data ?? [];
  // The object the sidebar shows: the route's, or on a general or error page the resident's current one.
  const shellObjectId = currentObjectId(objectId, objects, session);
  const events = supportsEvents(gate) && shellObjectId !== null;
  // Object pages load their events in their route; any other page of a resident does it here.
  useEffect(() => {
    if (events && shellObjectId !== objectId) void loadEventsFor(shellObjectId!).catch(() => undefined);
  }, [events, shellObjectId, objectId]);
  const bannerEnabled = gate.fn('AktuelleBannerLinks') !== undefined;
  const bannerQuery = useQuery({ ...bannerLinksQueryOptions(), enabled: bannerEnabled });
  const banner = bannerQuery.data ?? [];

  const onNavigate = useCallback((path: string) => void router.navigate({ href: path }), [router]);
  const navItems = useNavigationItems(shellObjectId, pathname);
  const landingTopics = useLandingTopics();

  const logout = useCallback(async (reason: 'user' | 'endSession') => {
    sessionActor.send({ type: 'LOGOUT', reason });
    await logoutSettled();
    reloadTo('/'); // a fresh page keeps nothing of the previous resident in memory
  }, []);

  // Profile settings need a password profile and AktualisiereStammdaten.
  const settingsAvailable = session.authorized && !profileInfo.noPass && gate.fn('AktualisiereStammdaten') !== undefined;
  const changesRequested = (session.requests?.length ?? 0) > 0 && objectId !== null;
  const settingsOpened = settingsAvailable && (settingsRequested || changesRequested);
  // Same availability as the settings; a required change (settings, persistent) comes first.
  const passwordOpened = settingsAvailable && passwordRequested && !settingsOpened;

  return (
    <ShellLayout
      pathname={pathname}
      onNavigate={onNavigate}
      navItems={navItems}
      landingTopics={landingTopics}
      session={session}
      objects={objects}
      objectId={shellObjectId}
      maintenance={maintenance}
      failed={failed}
      settingsAvailable={settingsAvailable}
      // The history page shows the same list in the main column: once is enough.
      events={events && !onHistoryPage ? <LazySidebarEvents /> : undefined}
      bannerLinks={banner}
      bannerPending={bannerEnabled && bannerQuery.isPending}
      snackbar={<ErrorSnackbar message={errorMessage} onClose={clearError} />}
      outerLogin={<LazyLoginDialog readyAhead={!session.hash && offersLogin(profileInfo)} />}
      settingsDialog={
        settingsAvailable ? (
          <>
            <LazySettingsDialog opened={settingsOpened} onClose={() => onNavigate(pathname)} showForeignKey />
            <LazyPasswordDialog opened={passwordOpened} onClose={() => onNavigate(pathname)} />
          </>
        ) : null
      }
      progress={<RouterProgress />}
      onLogout={(reason) => void logout(reason)}
    >
      <OfflineNotice />
      <Outlet />
    </ShellLayout>
  );
}
