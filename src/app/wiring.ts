/**
 * Connects the layers at start-up (the only place that knows all of them): the profile configures
 * the session, logout clears the server session and the query cache, the API's reactions to an
 * expired token and to maintenance navigate with a full reload.
 */
import type { QueryClient } from '@tanstack/react-query';
import { configureApi } from '../api/client';
import { gate } from '../api/gate';
import { metaQueryKey } from '../api/queries/meta';
import { offlineStand } from '../api/offline';
import { clearTabTraces } from '../session/traces';
import { configureSession, followOtherTabs, getSession, keepsToken, onLogout, sessionActor, type OtherTabEnd } from '../session/session';
import { portalConfig, profileInfo } from './config';
import { startEvents } from './events';
import { i18n } from '../i18n';
import { germanizeForeignLabels } from '../ui/foreign-labels';

/** Full page load: drops every in-memory trace of the old session. */
export const reloadTo = (path: string) => window.location.replace(path);

const onStartPage = (flag: string) =>
  window.location.pathname === '/' && new URLSearchParams(window.location.search).has(flag);

/** Where a tab goes when another tab ended its session. */
export const otherTabEndTarget = (reason: OtherTabEnd): string => (reason === 'loggedOut' ? '/?elsewhere' : '/');

let expiring = false;

export function wireApp(queryClient: QueryClient): void {
  configureSession({ noPass: profileInfo.noPass, access: profileInfo.access });
  startEvents(queryClient);

  onLogout(async ({ reason, hash }) => {
    queryClient.cancelQueries().catch(() => undefined);
    queryClient.clear();
    // The server forgets the session too (docs/security.md, "Passwords and sessions"); an expired token is
    // already forgotten, and a failing call must not keep the user logged in locally.
    // A kept noPass token (session.machine keepsToken) stays valid on the server as well.
    const serverLogout = gate().fn('Abmelden');
    if (reason !== 'expired' && !keepsToken(profileInfo.noPass, reason) && hash && serverLogout) {
      await serverLogout({}).catch(() => undefined);
    }
  });

  // One session for all tabs: a logout in another tab ends it here too (a full reload to the start
  // page drops the resident's data from this tab's memory); a login there opens this page anew.
  // The reload may close what the resident was doing here (a half-filled dialog: its draft belongs
  // to the resident and goes with the session, from this tab's own store too): after a logout the start page says where it happened, instead of nothing.
  // Someone else's login is no logout to report: this tab comes back as that resident.
  followOtherTabs({
    onEnded: (reason) => {
      queryClient.clear();
      clearTabTraces();
      reloadTo(otherTabEndTarget(reason));
    },
    onStarted: () => reloadTo(`${window.location.pathname}${window.location.search}`),
  });

  configureApi({
    onExpired() {
      // Without a token there is no session to end: a 403 racing a logout (queries refetching
      // while the cache is cleared) must not turn the logout into "session expired".
      if (expiring || onStartPage('expired') || !getSession().hash) return;
      expiring = true;
      sessionActor.send({ type: 'LOGOUT', reason: 'expired' });
      reloadTo('/?expired');
    },
    onMaintenance() {
      queryClient.removeQueries({ queryKey: metaQueryKey });
      if (!onStartPage('maintenance')) reloadTo('/?maintenance');
    },
  });

  // Back online after pages were drawn from offline copies: read everything live again (copies
  // count as fresh answers, so the usual refetch on reconnect would skip them for their stale time).
  // The browser's own event: React Query's online state starts as "online" whatever the browser
  // says, so a page loaded offline would never see it change.
  window.addEventListener('online', () => {
    if (offlineStand() !== null) void queryClient.invalidateQueries();
  });

  document.title = portalConfig.texts.title;
  germanizeForeignLabels((key) => i18n.t(key));
}
