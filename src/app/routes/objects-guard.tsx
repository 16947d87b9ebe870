import { createRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { getSession } from '../../session/session';
import { offersLogin, profileInfo } from '../config';
import { guardDeps } from '../guard-deps';
import { guardObjectRoute } from '../guard';
import { reloadTo } from '../wiring';
import { sessionActor } from '../../session/session';
import { Route as rootRoute } from './root';
import { ErrorContent } from '../pages/ErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The guard as a pathless layout around every /objects route: not
 * authorized -> /?redirect=<path>; objects loaded first; lookups per guard.ts.
 */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  id: 'objects-guard',
  beforeLoad: async ({ context, location }) => {
    // Without private access nobody can log in, so no object page exists: sending the visitor to a
    // login that is not there ("Bitte melden Sie sich an") would lead nowhere.
    if (!offersLogin(profileInfo)) throw notFound();
    const session = getSession();
    if (session.hash && session.expired) {
      // Expiry checked locally on navigation too, not only when a request happens to be sent.
      sessionActor.send({ type: 'LOGOUT', reason: 'expired' });
      reloadTo('/?expired');
      return;
    }
    const [, , id, module] = location.pathname.split('/').map(decodeURIComponent);
    const outcome = await guardObjectRoute(
      { pathname: location.pathname, searchStr: location.searchStr },
      { id: id || undefined, module: module || undefined },
      guardDeps(context.queryClient),
    );
    if (outcome.kind === 'redirect') throw redirect({ href: outcome.href, replace: true });
  },
  component: Outlet,
  // Inside the portal's shell: an unknown object keeps navigation, selector and account in reach
  //; the shell titles the page as unavailable instead of by its module.
  errorComponent: ErrorContent,
  notFoundComponent: NotFoundPage,
});
