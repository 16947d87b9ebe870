import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { showError } from '../../api/notifications';
import { i18n } from '../../i18n';
import type { Capabilities } from '../../api/capabilities';
import { bannerLinksQueryOptions } from '../../api/queries/banner-links';
import { capabilityGate } from '../../api/gate';
import { metaQueryKey } from '../../api/queries/meta';
import { objectsQueryOptions } from '../../api/queries/objects';
import { getSession, sessionActor } from '../../session/session';
import { loadMeta } from '../meta';
import { preloadBannerCarousel } from '../../ui/BannerCarousel';
import { AppShell } from '../shell/AppShell';
import { ErrorPage } from '../pages/ErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';

export interface RouterContext {
  queryClient: QueryClient;
}

let metaAttempted = false;

/**
 * Root: loads the live $metadata on the first navigation (SPEC section 4). Maintenance goes to
 * /?maintenance; any other failure logs out and records an error, and the portal carries on
 * without capabilities (features then stay on the build-time defaults of each module).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const onMaintenancePage = location.pathname === '/' && 'maintenance' in (location.search as Record<string, unknown>);
    if (metaAttempted || onMaintenancePage) return;
    metaAttempted = true;
    // A returning resident's objects are needed right after (route guard): ask for them alongside
    // the metadata instead of one round trip later. The guard picks up the same request.
    if (getSession().authorized) void context.queryClient.prefetchQuery(objectsQueryOptions());
    const outcome = await loadMeta(context.queryClient, {
      logout: (reason) => sessionActor.send({ type: 'LOGOUT', reason }),
      showError,
      errorText: i18n.t('errorPage.meta'),
    });
    if (outcome === 'maintenance') {
      metaAttempted = false;
      throw redirect({ href: '/?maintenance', replace: true });
    }
    // The banner is often the largest thing on a page: ask for it now, not once the guard is done.
    const caps = context.queryClient.getQueryData<Capabilities>(metaQueryKey);
    if (caps && capabilityGate(caps).fn('AktuelleBannerLinks')) {
      void context.queryClient.prefetchQuery(bannerLinksQueryOptions());
      preloadBannerCarousel();
    }
  },
  component: AppShell,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});
