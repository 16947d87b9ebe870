import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { MaintenanceError } from '../../api/errors';
import { showError } from '../../api/notifications';
import { metaQueryKey, metaQueryOptions } from '../../api/queries/meta';
import { i18n } from '../../i18n';
import { sessionActor } from '../../session/session';
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
    try {
      await context.queryClient.ensureQueryData(metaQueryOptions());
    } catch (error) {
      if (error instanceof MaintenanceError) {
        context.queryClient.removeQueries({ queryKey: metaQueryKey });
        metaAttempted = false;
        throw redirect({ href: '/?maintenance', replace: true });
      }
      sessionActor.send({ type: 'LOGOUT', reason: 'error' });
      showError(i18n.t('errorPage.meta'));
    }
  },
  component: AppShell,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});
