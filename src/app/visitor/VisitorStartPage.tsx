/**
 * A visitor's start page as React draws it before the portal's code is there: the same
 * shell and content as the portal's `/` (ShellLayout, StartContent), fed from the build's
 * capabilities and the deployment config instead of router, query cache and session. It only reads:
 * every tap or key on it starts the portal (src/boot.ts), which then takes over the same tree.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CapabilityGate } from '../../api/capability-gate';
import type { BannerLink } from '../../api/types';
import type { Session } from '../../session/types';
import { portalConfig } from '../config';
import { supportsEvents } from '../events';
import { landingTopics, navigationItems } from '../navigation';
import { StartContent } from '../pages/StartContent';
import { PortalTheme } from '../portal-theme';
import { ShellLayout } from '../shell/ShellLayout';

const VISITOR: Pick<Session, 'authorized' | 'hash' | 'userAddress'> = { authorized: false, hash: null, userAddress: null };
const NONE: readonly never[] = [];
const ignore = () => undefined;

export interface VisitorStartPageProps {
  /** The gate over the build's capabilities and the visitor's own client. */
  gate: CapabilityGate;
  /** The banner's links on their way (none on failure); null when the backend has no banner. */
  banner: Promise<BannerLink[]> | null;
  /** The links if they had arrived before the first render. */
  initialLinks?: BannerLink[] | null;
}

export function VisitorStartPage({ gate, banner, initialLinks = null }: VisitorStartPageProps) {
  const [links, setLinks] = useState<BannerLink[] | null>(initialLinks);
  useEffect(() => {
    if (links !== null) return;
    let current = true;
    void banner?.then((value) => current && setLinks(value));
    return () => {
      current = false;
    };
  }, [banner, links]);
  const navItems = useMemo(
    () =>
      navigationItems({
        modules: portalConfig.modules,
        profile: portalConfig.profile,
        gate,
        session: VISITOR,
        routeId: null,
        pathname: '/',
        history: supportsEvents(gate),
      }),
    [gate],
  );
  const topics = useMemo(
    () => landingTopics({ modules: portalConfig.modules, profile: portalConfig.profile, gate, session: VISITOR }),
    [gate],
  );
  // One element for every render: when the banner arrives React skips the content. No error
  // snackbar and no progress bar (both draw nothing until the portal has something to show), so
  // the snackbar's code is not fetched here either.
  const content = useMemo(() => <StartContent topics={topics} onNavigate={ignore} />, [topics]);
  return (
    <PortalTheme>
      <ShellLayout
        pathname="/"
        onNavigate={ignore}
        navItems={navItems}
        landingTopics={topics}
        session={VISITOR}
        objects={NONE}
        objectId={null}
        maintenance={false}
        failed={false}
        settingsAvailable={false}
        bannerLinks={links ?? NONE}
        bannerPending={banner !== null && links === null}
        onLogout={ignore}
      >
        {content}
      </ShellLayout>
    </PortalTheme>
  );
}
