import { createRoute, redirect } from '@tanstack/react-router';
import { guardDeps } from '../guard-deps';
import { guardStart } from '../guard';
import { StartPage } from '../pages/StartPage';
import { Route as rootRoute } from './root';

/** Flags of the start page. A flag is present as `?expired` (value empty). */
export interface StartSearch {
  redirect?: string;
  obsolete?: boolean;
  notallowed?: boolean;
  expired?: boolean;
  /** Logged out in another tab or window (this one reloaded to the start page). */
  elsewhere?: boolean;
  maintenance?: boolean;
  /** `/?login`: open the login dialog (a login tapped before the code had run, ui/LoginButton). */
  login?: boolean;
}

const FLAG_NAMES = ['obsolete', 'notallowed', 'expired', 'elsewhere', 'maintenance', 'login'] as const;

/** `?expired` arrives as '' (or true once the router re-serialised it); absent keys stay absent. */
const isSet = (value: unknown) => value === '' || value === true || value === 'true';

export function validateStartSearch(search: Record<string, unknown>): StartSearch {
  const result: StartSearch = {};
  if (typeof search.redirect === 'string' && search.redirect) result.redirect = search.redirect;
  for (const name of FLAG_NAMES) if (isSet(search[name])) result[name] = true;
  return result;
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
