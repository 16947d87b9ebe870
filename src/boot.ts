/**
 * Entry. On a plain `/` the server sends the start page prerendered (tools/prerender-landing.ts).
 * A visitor's page is then drawn by React once it has been painted (src/app/visitor: the same
 * shell and content, the live banner), and the portal's code (src/main.tsx: router, query cache,
 * session, the generated API) loads on the first sign of use: a tap, a key, focus, a pointer on a
 * link (app/visitor/intent.ts). On a slow line the start page thus competes with no more than its
 * own scripts. Someone logged in and every other page load the portal at once.
 */
import './theme/styles';
import './ui/shell/shell.css';
import { holdActivations } from './app/handoff';
import { reloadForChunkError } from './app/startup';
import { showStaticErrorPage } from './app/pages/static-error';
import { loadPersistedSession, sessionFromOtherTabs } from './session/persistence';
import { isLoginControl, opensLoginAtStart, preloadLoginDialog } from './app/shell/login-preload';
import { loadVisitorStart } from './app/visitor/load';

const root = document.getElementById('root');

/** A deploy replaced the chunks under an open page: fetch the new ones (at most once a minute). */
const onChunkError = () => {
  // Failing again within the minute, say so with a reload button instead of a blank page.
  if (!reloadForChunkError() && root) showStaticErrorPage(root);
};

let portal: Promise<void> | null = null;
/** Whether the tap held for the portal is one on "Anmelden" (the portal readies the dialog then). */
let loginHeld = false;
/** Loads and starts the portal once; resolves when it has taken the page over. */
const startPortal = (container: HTMLElement): Promise<void> =>
  (portal ??= import('./main').then(({ startPortal: start }) => start(container, { loginHeld: () => loginHeld })).catch(onChunkError));

/** After `load`, and one frame later: the prerendered page has been painted by then. */
const afterPaint = (then: () => void) => {
  const next = () => requestAnimationFrame(() => setTimeout(then, 0));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
};

// The login dialog is fetched on demand; where it is about to open, alongside the portal's code.
if (opensLoginAtStart(window.location.search)) preloadLoginDialog();

/** Chooses the first page: the portal for someone logged in or any page but the start page. */
function begin(): void {
  if (root?.hasAttribute('data-prerendered')) {
    // Someone logged in is sent on to their objects: do not show them the start page first.
    if (loadPersistedSession().hash !== null) {
      root.replaceChildren();
      void startPortal(root);
    } else {
      // A tap held until the portal has taken over is repeated there (app/handoff.ts); a tap on
      // "Anmelden" fetches its dialog's code in parallel.
      let takeover: Promise<void> | null = null;
      const takeOver = (): Promise<void> => (takeover ??= startPortal(root).then(() => release()));
      const release = holdActivations(root, undefined, (target) => {
        loginHeld = isLoginControl(target);
        if (loginHeld) preloadLoginDialog();
        void takeOver();
      });
      afterPaint(() => {
        // A tap came first: the portal is on its way, the visitor's page would only compete with it.
        if (takeover !== null) return;
        loadVisitorStart(() => takeover === null)
          .then((visitor) => visitor?.showVisitorStart(root, takeOver))
          .catch(onChunkError);
      });
    }
  } else if (root) {
    void startPortal(root);
  }
}

// A session not kept on disk lives in the tab that logged in; a new tab asks the open ones first
// (session/tab-handoff.ts), only while the browser session says one may be open.
void sessionFromOtherTabs().then(begin, begin);
