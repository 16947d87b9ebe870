/**
 * The menu items for the current page: navigationItems() fed from the deployment config, the live
 * capabilities and the session, memoised. The shell and the module pages both read it; the start
 * page's cards (useLandingTopics) follow the same rule.
 */
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGate } from '../api/capabilities';
import { useSession } from '../session/session';
import { portalConfig } from './config';
import { supportsEvents } from './events';
import type { LandingTopicView } from '../ui/types';
import { landingTopics, navigationItems, type NavItem } from './navigation';

export function useNavigationItems(objectId: number | null, pathname: string): NavItem[] {
  const gate = useGate();
  const hash = useRouterState({ select: (s) => s.location.hash });
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
        hash: hash ? `#${hash.replace(/^#/, '')}` : '',
        history: supportsEvents(gate),
      }),
    [gate, session, objectId, pathname, hash],
  );
}

/** The start page's cards for the current session and live capabilities (landingTopics), memoised. */
export function useLandingTopics(): LandingTopicView[] {
  const gate = useGate();
  const { authorized } = useSession();
  return useMemo(() => landingTopics({ modules: portalConfig.modules, profile: portalConfig.profile, gate, session: { authorized } }), [gate, authorized]);
}
