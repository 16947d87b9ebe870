/**
 * The menu items for the current page: navigationItems() fed from the deployment config, the live
 * capabilities and the session, memoised. The shell and the module pages both read it.
 */
import { useMemo } from 'react';
import { useCapabilities } from '../api/capabilities';
import { capabilityGate } from '../api/gate';
import { useSession } from '../session/session';
import { portalConfig } from './config';
import { supportsEvents } from './events';
import { navigationItems, type NavItem } from './navigation';

export function useNavigationItems(objectId: number | null, pathname: string): NavItem[] {
  const capabilities = useCapabilities();
  const session = useSession();
  return useMemo(
    () =>
      navigationItems({
        modules: portalConfig.modules,
        profile: portalConfig.profile,
        capabilities,
        session,
        routeId: objectId,
        pathname,
        history: supportsEvents(capabilityGate(capabilities)),
      }),
    [capabilities, session, objectId, pathname],
  );
}
