import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { showError } from '../../api/notifications';
import { i18n, loadAllTexts, loadModuleTexts } from '../../i18n';
import { bannerLinksQueryOptions } from '../../api/queries/banner-links';
import { cachedGate, metaQueryKey, type MetaTransport } from '../../api/queries/meta';
import { objectsQueryOptions } from '../../api/queries/objects';
import { getSession, sessionActor } from '../../session/session';
import { capabilities as buildCapabilities } from '../../../generated/capabilities';
import { loadMeta } from '../meta';
import { preloadBannerCarousel } from '../../ui/shell/BannerCarousel';
import { AppShell } from '../shell/AppShell';
import { ErrorPage } from '../pages/ErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';

export interface RouterContext {
  queryClient: QueryClient;
  /** Reads the live `$metadata`: the portal's transport unless a test hands in another. */
  transport?: MetaTransport;
}

let metaAttempted = false;

/** The module a path names: /{module}…, /objects/{id}/{module}… (anything else names none). */
const moduleInPath = (pathname: string): string => {
  const segments = pathname.split('/');
  return (segments[1] === 'objects' ? segments[3] : segments[1]) ?? '';
};

/**
 * Root: loads the live $metadata on the first navigation. Maintenance goes to
 * /?maintenance; any other failure logs out and records an error, and the portal carries on
 * without capabilities (features then stay on the build-time defaults of each module).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location, navigate }) => {
    // The modules' texts: every page but a visitor's start page (shell texts only) waits for them.
    const visitorsStartPage = location.pathname === '/' && getSession().hash === null;
    const texts = visitorsStartPage ? null : loadAllTexts();
    // A module page's own texts (its route awaits them): fetched alongside, not after the guard.
    if (!visitorsStartPage) void loadModuleTexts(moduleInPath(location.pathname)).catch(() => undefined);
    const onMaintenancePage = location.pathname === '/' && 'maintenance' in (location.search as Record<string, unknown>);
    if (metaAttempted || onMaintenancePage) return texts ?? undefined;
    metaAttempted = true;
    // A returning resident's objects are needed right after (route guard): ask for them alongside
    // the metadata instead of one round trip later. The guard picks up the same request.
    if (getSession().authorized) void context.queryClient.prefetchQuery(objectsQueryOptions());
    const loading = loadMeta(context.queryClient, {
      logout: (reason) => sessionActor.send({ type: 'LOGOUT', reason }),
      showError,
      errorText: i18n.t('errorPage.meta'),
      transport: context.transport,
    }).then((outcome) => {
      if (outcome === 'maintenance') metaAttempted = false;
      // The banner is often the largest thing on a page: ask for it now, not once the guard is done.
      else {
        if (!cachedGate(context.queryClient).fn('AktuelleBannerLinks')) return outcome;
        void context.queryClient.prefetchQuery(bannerLinksQueryOptions());
        preloadBannerCarousel();
      }
      return outcome;
    });
    // A visitor's start page draws nothing that depends on the capabilities but the banner (which
    // follows them): it is taken over at once instead of one $metadata download later. Every other page needs them to route.
    // Until they arrive, the page is drawn with the capabilities of the build, as the prerendered
    // markup was: the takeover keeps the same tree, so a tap held meanwhile is replayed on the same
    // element (app/handoff.ts); a backend that differs updates the menu once its metadata is read.
    if (visitorsStartPage) {
      context.queryClient.setQueryDefaults(metaQueryKey, { placeholderData: buildCapabilities });
      void loading.then((outcome) => {
        context.queryClient.setQueryDefaults(metaQueryKey, { placeholderData: undefined });
        if (outcome === 'maintenance') void navigate({ href: '/?maintenance', replace: true });
      });
      return;
    }
    const [outcome] = await Promise.all([loading, texts]);
    if (outcome === 'maintenance') throw redirect({ href: '/?maintenance', replace: true });
  },
  component: AppShell,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});
