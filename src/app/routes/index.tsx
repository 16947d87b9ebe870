import { createRoute, redirect } from '@tanstack/react-router';
import { guardDeps } from '../guard-deps';
import { guardStart } from '../guard';
import { StartPage } from '../pages/StartPage';
import { Route as rootRoute } from './root';

/** Flags of the start page (SPEC section 2). A flag is present as `?expired` (value empty). */
export interface StartSearch {
  redirect?: string;
  obsolete?: boolean;
  notallowed?: boolean;
  expired?: boolean;
  maintenance?: boolean;
}

const flag = (search: Record<string, unknown>, name: string) => (name in search && search[name] !== false ? true : undefined);

export function validateStartSearch(search: Record<string, unknown>): StartSearch {
  return {
    redirect: typeof search.redirect === 'string' && search.redirect ? search.redirect : undefined,
    obsolete: flag(search, 'obsolete'),
    notallowed: flag(search, 'notallowed'),
    expired: flag(search, 'expired'),
    maintenance: flag(search, 'maintenance'),
  };
}

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: validateStartSearch,
  beforeLoad: async ({ context, search }) => {
    if (search.maintenance) return;
    // A logged-in user goes on: to the redirect target, else to the objects.
    const outcome = await guardStart(search, guardDeps(context.queryClient));
    if (outcome.kind === 'redirect') throw redirect({ href: outcome.href, replace: true });
  },
  component: StartPage,
});
