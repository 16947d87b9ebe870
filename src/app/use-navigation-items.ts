/**
 * The menu items for the current page: navigationItems() fed from the deployment config, the live
 * capabilities and the session, memoised. The shell and the module pages both read it.
 */
import { useMemo } from 'react';
import { useGate } from '../api/capabilities';
import { useSession } from '../session/session';
import { portalConfig } from './config';
import { supportsEvents } from './events';
import { navigationItems, type NavItem } from './navigation';

export function useNavigationItems(objectId: number | null, pathname: string): NavItem[] {
  const gate = useGate();
  const session = useSession();
  return useMemo(
    () =>
      navigationItems({
        modules: portalConfig.modules,
        profile: portalConfig.profile,
        gate,
        session,
        routeId: objectId,
        pathname,
        history: supportsEvents(gate),
      }),
    [gate, session, objectId, pathname],
  );
}
