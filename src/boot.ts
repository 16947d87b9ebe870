/**
 * Entry. On a plain `/` the server sends the start page prerendered (tools/prerender-landing.ts):
 * then the portal's code is fetched only once the page has loaded and been painted, so on a slow
 * line the start page does not compete with ~200 KB of scripts for bandwidth (the browser paints a
 * long document in several steps; `load` is after the last of them). Everywhere else it loads at once.
 */
import './theme/styles';
import './ui/shell.css';
import { holdActivations, whenReplaced } from './app/handoff';
import { reloadForChunkError } from './app/startup';
import { showStaticErrorPage } from './app/pages/static-error';
import { loadPersistedSession } from './session/persistence';
import { isLoginControl, opensLoginAtStart, preloadLoginDialog } from './app/shell/login-preload';

const root = document.getElementById('root');
const start = () =>
  void import('./main').catch(() => {
    // A deploy replaced the chunks under an open page: fetch the new ones (at most once a minute).
    // Failing again within the minute, say so with a reload button instead of a blank page.
    if (!reloadForChunkError() && root) showStaticErrorPage(root);
  });

// The login dialog is fetched on demand; where it is about to open, alongside the portal's code.
if (opensLoginAtStart(window.location.search)) preloadLoginDialog();

if (root?.hasAttribute('data-prerendered')) {
  // Someone logged in is sent on to their objects: do not show them the start page first.
  if (loadPersistedSession().hash !== null) {
    root.replaceChildren();
    start();
  } else {
    // A tap on "Anmelden" held while the code loads: its dialog's code loads in parallel.
    const release = holdActivations(root, undefined, (target) => {
      if (isLoginControl(target)) preloadLoginDialog();
    });
    whenReplaced(root, release);
    const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
    if (document.readyState === 'complete') afterPaint();
    else window.addEventListener('load', afterPaint, { once: true });
  }
} else {
  start();
}
