/**
 * The prerendered start page looks ready before the portal's code has arrived. A tap on one of its
 * buttons or links in that gap must not be lost: it is held back and, once the portal has rendered
 * the page, repeated on the same control: the link with the same target, the button with the same
 * name, preferring a visible one at the same place in the tree. Not the place alone: the prerender
 * is captured wide, and on a phone the portal draws another layout (no navigation column), so the
 * same path can name another element there.
 */

/** Child-element indexes from `root` down to `element`. */
export function pathTo(element: Element, root: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

export function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) {
    node = node?.children[index];
    if (!node) return null;
  }
  return node ?? null;
}

const ACTIONABLE = 'a[href], button, [role="button"]';
const REPLAY_TIMEOUT_MS = 5000;

/** What identifies a control across two renders of the page. */
interface Held {
  path: number[];
  tag: string;
  href: string | null;
  label: string;
}

const labelOf = (element: Element): string => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

const describeHeld = (element: Element, root: Element): Held => ({
  path: pathTo(element, root),
  tag: element.tagName,
  href: element.getAttribute('href'),
  label: labelOf(element),
});

const sameControl = (element: Element, held: Held): boolean =>
  element.tagName === held.tag && (held.href !== null ? element.getAttribute('href') === held.href : labelOf(element) === held.label);

const isVisible = (element: Element): boolean => element.getClientRects().length > 0;

/** The control in `root` that stands for `held`: at its place if it is the same one, else the first visible one, else any. */
function findHeldControl(root: Element, held: Held): HTMLElement | null {
  const candidates = [...root.querySelectorAll(ACTIONABLE)].filter((element): element is HTMLElement => element instanceof HTMLElement && sameControl(element, held));
  const atPlace = elementAt(root, held.path);
  return candidates.find((element) => element === atPlace) ?? candidates.find(isVisible) ?? candidates[0] ?? null;
}

/** A link the browser follows itself: to another site, into a new tab, to mail or phone, a download. */
const leavesPortal = (element: Element): boolean =>
  element instanceof HTMLAnchorElement && (element.origin !== window.location.origin || element.target === '_blank' || element.hasAttribute('download'));

/**
 * Starts holding back activations inside `root`; returns `release`, to be called when the portal
 * has taken the page over. The last held activation is then repeated (once its control exists).
 * `onHold` learns of each held element (to fetch what its replay will need meanwhile).
 */
export function holdActivations(root: HTMLElement, now: () => number = () => performance.now(), onHold?: (target: Element) => void): () => void {
  let held: Held | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
    if (!target || !root.contains(target) || leavesPortal(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = describeHeld(target, root);
    root.setAttribute('aria-busy', 'true');
    onHold?.(target);
  };
  root.addEventListener('click', onClick, true);

  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeAttribute('aria-busy');
    const control = held;
    held = null;
    if (!control) return;
    const until = now() + REPLAY_TIMEOUT_MS;
    const replay = () => {
      const element = findHeldControl(root, control);
      if (element) element.click();
      else if (now() < until) requestAnimationFrame(replay);
    };
    replay();
  };
}

/**
 * Remembers the control inside `root` that has the keyboard focus while the portal loads. The
 * returned `restore` (at the portal's commit, app/takeover.tsx) focuses the same control in the new
 * tree when the old one went with the old tree: a key pressed next is not lost, and the focus ring
 * does not vanish. Focus the resident moved elsewhere stays where it is.
 */
export function carryFocus(root: HTMLElement): () => void {
  let focused: { control: Element; held: Held } | null = null;
  const remember = (element: Element | null) => {
    const control = element?.closest(ACTIONABLE) ?? null;
    focused = control && root.contains(control) ? { control, held: describeHeld(control, root) } : null;
  };
  remember(document.activeElement);
  const onFocusIn = (event: FocusEvent) => remember(event.target instanceof Element ? event.target : null);
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    // Blurred while still in the page: the resident moved away. Removed with the old tree: kept.
    queueMicrotask(() => {
      if (focused?.control === left && left instanceof Element && left.isConnected && document.activeElement !== left) focused = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    const active = document.activeElement;
    if (!focused || focused.control.isConnected || (active && active !== document.body)) return;
    findHeldControl(root, focused.held)?.focus({ preventScroll: true });
  };
}
