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
import { profileInfo } from '../config';
import { portalHasRoot, reactRoot } from '../react-root';
import { VisitorStartPage } from './VisitorStartPage';

export interface VisitorStartOptions {
  /**
   * Starts the portal instead: when the backend is in maintenance (the portal shows it, SPEC
   * section 8) and for a noPass profile (its login form is part of the start page).
   */
  startPortal(): void;
}

export function showVisitorStart(container: HTMLElement, options: VisitorStartOptions): void {
  if (portalHasRoot()) return; // the portal started first (a tap): it draws the page
  if (profileInfo.noPass) return options.startPortal();
  initI18n();
  const transport = createFetchTransport({ getHash: () => null, isExpired: () => false, onMaintenance: () => options.startPortal() });
  const gate = capabilityGate(buildCapabilities, createClient(transport));
  // A banner that does not come shows none; the portal asks again once it runs.
  const banner = gate.fn('AktuelleBannerLinks')?.({}).catch((): BannerLink[] => []) ?? null;
  const root = reactRoot(container);
  startTransition(() => root.render(<VisitorStartPage gate={gate} banner={banner} />));
}
