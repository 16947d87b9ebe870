/**
 * Draws a visitor's start page into the page's React root (src/boot.ts calls it once the
 * prerendered page has been painted). Its requests go through a client of its own, without a
 * session: a visitor has none, and the portal's API singleton would bring the session machine.
 */
import { startTransition } from 'react';
import { createClient } from '../../../generated/client';
import { capabilities as buildCapabilities } from '../../../generated/capabilities';
import { capabilityGate } from '../../api/capability-gate';
import type { BannerLink } from '../../api/types';
import { createFetchTransport } from '../../api/transport';
import { initI18n } from '../../i18n';
import { preloadBannerCarousel } from '../../ui/shell/BannerCarousel';
import { profileInfo } from '../config';
import { carryFocus } from '../handoff';
import { nextTask } from '../next-task';
import { portalHasRoot, reactRoot } from '../react-root';
import { TakeOver } from '../takeover';
import { startsPortal, visitorStartPage } from './intent';
import { VisitorStartPage } from './VisitorStartPage';

/**
 * Draws a visitor's start page into `container`, until the first sign of use calls `startPortal`
 * (app/visitor/intent.ts). The portal starts at once instead for a noPass profile (its login form
 * is part of the start page) and on a device with reminders; and when the backend turns out to be
 * in maintenance (the portal shows it).
 */
export function showVisitorStart(container: HTMLElement, startPortal: () => Promise<void>): void {
  if (portalHasRoot()) return; // the portal started first (a tap): it draws the page
  if (profileInfo.noPass || !visitorStartPage(readableStorage())) return void startPortal();
  // Once the page is being used the portal is on its way: drawing now would only compete with it,
  // and would replace the page under a hand that is pressing a button.
  let used = false;
  const start = () => {
    used = true;
    return startPortal();
  };
  const wanted = () => !used && !portalHasRoot();
  const stopListening = startsPortal(container, () => start().finally(() => stopListening()));
  // This module's code, the texts' set-up and the banner's request are three tasks: on a phone
  // each alone stays short, and a tap in between is answered at once.
  void nextTask()
    .then(() => {
      if (!wanted()) return false;
      initI18n();
      return nextTask().then(() => true);
    })
    .then((go) => {
      if (go && wanted()) draw(container, start, wanted);
    });
}

function draw(container: HTMLElement, startPortal: () => Promise<void>, wanted: () => boolean): void {
  const transport = createFetchTransport({ getHash: () => null, isExpired: () => false, onMaintenance: () => void startPortal() });
  const gate = capabilityGate(buildCapabilities, createClient(transport));
  // A banner that does not come shows none; the portal asks again once it runs.
  const banner = gate.fn('AktuelleBannerLinks')?.({}).catch((): BannerLink[] => []) ?? null;
  // The carousel's code in a task of its own too (its request is started by Vite's preload helper).
  if (banner) void nextTask().then(preloadBannerCarousel);
  // The prerendered page is on screen meanwhile: drawing it once with the banner costs the phone one
  // long task instead of two (the whole page, then the whole page again for the banner). A banner
  // slower than BANNER_WAIT_MS follows in a second render.
  const waited = banner ? Promise.race([banner, new Promise<null>((resolve) => setTimeout(() => resolve(null), BANNER_WAIT_MS))]) : Promise.resolve(null);
  void waited.then((links) => {
    if (!wanted()) return;
    const root = reactRoot(container);
    // A control focused on the prerendered page keeps the focus in the drawn one.
    const restoreFocus = carryFocus(container);
    startTransition(() =>
      root.render(
        <TakeOver onCommit={restoreFocus} onTakenOver={ignore}>
          <VisitorStartPage gate={gate} banner={banner} initialLinks={links} />
        </TakeOver>,
      ),
    );
  });
}

const ignore = () => undefined;

/** How long the first render waits for the banner's links (the prerendered page is shown meanwhile). */
const BANNER_WAIT_MS = 1500;

/** localStorage, or null where the browser refuses it. */
function readableStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
