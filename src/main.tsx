/**
 * The portal: read what the first URL carries (payment return), wire session/API/query cache, then
 * render the providers around the router. Started by src/boot.ts.
 */
import { startTransition, StrictMode } from 'react';
import { initI18n } from './i18n';
import { App, createQueryClient } from './app/providers';
import { carryFocus } from './app/handoff';
import { claimForPortal, reactRoot } from './app/react-root';
import { createAppRouter } from './app/router';
import { TakeOver } from './app/takeover';
import { capturePaymentReturn } from './payment/return';
import { startModules } from './app/module-starts';
import { wireApp } from './app/wiring';
import { preloadLoginDialogCode } from './app/shell/LazyLoginDialog';
import { opensLoginAtStart, readiesLoginOnIntent } from './app/shell/login-preload';

/**
 * Starts the portal in `container`; resolves once its own tree has replaced what was there (the
 * prerendered or the visitor's start page). No top-level await in this file: it would switch off
 * Rolldown's chunk merging for the whole build.
 */
export interface PortalStart {
  /** Whether a tap on "Anmelden" is being held for the portal (src/boot.ts). */
  loginHeld?: () => boolean;
}

export async function startPortal(container: HTMLElement, start: PortalStart = {}): Promise<void> {
  claimForPortal();
  initI18n();
  try {
    capturePaymentReturn(window.location.search);
  } catch {
    // storage disabled: the payment flow then asks the server instead
  }

  // Listeners of modules that must not wait for their page (the calendar's push-token listener).
  startModules();

  const queryClient = createQueryClient();
  wireApp(queryClient);
  const router = createAppRouter(queryClient);

  // The first route (the live $metadata, the guard) is resolved before React commits anything: a
  // first commit with the route still pending would empty the prerendered start page for a moment.
  // The router's errors and redirects are its own to show once rendered.
  // A login about to open (a held tap on "Anmelden", `/?login`) gets its dialog's code ready before
  // the portal takes over, so that it opens without suspending (ui/preloadable.tsx).
  const loginCode = start.loginHeld?.() || opensLoginAtStart(window.location.search) ? preloadLoginDialogCode().catch(() => undefined) : null;
  // Later, the dialog's code is readied as a hand or the keyboard reaches "Anmelden".
  readiesLoginOnIntent(document, preloadLoginDialogCode);
  await Promise.all([router.load().catch(() => undefined), loginCode]);
  const root = reactRoot(container);
  // The control a keyboard user is on keeps the focus when the portal's tree replaces the page.
  const restoreFocus = carryFocus(container);
  // As a transition React renders the first tree in slices and yields to the browser between them,
  // so a tap on the prerendered start page is not stuck behind one long task.
  return new Promise<void>((takenOver) => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <TakeOver onCommit={restoreFocus} onTakenOver={takenOver}>
            <App queryClient={queryClient} router={router} />
          </TakeOver>
        </StrictMode>,
      );
    });
  });
}
