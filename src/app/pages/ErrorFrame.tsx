import { useRouter, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { emptyGate } from '../../api/capability-gate';
import { useSession } from '../../session/session';
import { GeneralLayout } from '../../ui/shell/GeneralLayout';
import { portalConfig } from '../config';
import { navigationItems } from '../navigation';

/** Error pages use the general layout: navigation and title only. */
export function ErrorFrame({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const session = useSession();
  const navItems = navigationItems({
    modules: portalConfig.modules,
    profile: portalConfig.profile,
    gate: emptyGate,
    session,
    routeId: null,
    pathname,
  });
  return (
    <GeneralLayout
      pathname={pathname}
      onNavigate={(path) => void router.navigate({ href: path })}
      navItems={navItems}
      logo={portalConfig.logo}
      links={portalConfig.links}
      title={portalConfig.texts.title}
    >
      {children}
    </GeneralLayout>
  );
}
