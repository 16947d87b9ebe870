/** The page heading PageTitle draws (focusable by script only). */
const HEADING = '[data-page-heading]';
const WAIT_MS = 5000;

/**
 * Moves the focus to the page heading once the page is drawn (call it when the navigation has
 * settled). After a login the dialog closes while the next page is still loading: its heading
 * cannot take the focus on the path change (the focus was still in the dialog's field then), and
 * the focus fell to the body. Gives up when the resident moves the focus meanwhile or no heading
 * comes.
 */
export function focusPageHeading(now: () => number = () => performance.now()): void {
  const until = now() + WAIT_MS;
  const attempt = () => {
    const active = document.activeElement;
    const idle = active === null || active === document.body || !active.isConnected || active.closest('[role="dialog"]') !== null;
    if (!idle) return;
    const heading = document.querySelector<HTMLElement>(HEADING);
    if (heading && !heading.closest('[role="dialog"]')) heading.focus({ preventScroll: true });
    else if (now() < until) requestAnimationFrame(attempt);
  };
  attempt();
}
