/**
 * The prerendered start page looks ready before the portal's code has arrived. A tap on one of its
 * buttons or links in that gap must not be lost: it is held back and, once React has rendered the
 * same page, repeated on the element at the same place in the tree (the markup is the same render).
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

/**
 * Starts holding back activations inside `root`; returns `release`, to be called when the portal
 * has taken the page over. The last held activation is then repeated (once its element exists).
 * `onHold` learns of each held element (to fetch what its replay will need meanwhile).
 */
export function holdActivations(root: HTMLElement, now: () => number = () => performance.now(), onHold?: (target: Element) => void): () => void {
  let held: number[] | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = pathTo(target, root);
    root.setAttribute('aria-busy', 'true');
    onHold?.(target);
  };
  root.addEventListener('click', onClick, true);

  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeAttribute('aria-busy');
    const path = held;
    if (!path) return;
    const until = now() + REPLAY_TIMEOUT_MS;
    const replay = () => {
      const element = elementAt(root, path);
      if (element instanceof HTMLElement && element.matches(ACTIONABLE)) element.click();
      else if (now() < until) requestAnimationFrame(replay);
    };
    replay();
  };
}

/** Calls `onTakeover` once the nodes that were in `root` at the start have been replaced. */
export function whenReplaced(root: HTMLElement, onTakeover: () => void): void {
  const original = root.firstElementChild;
  if (!original) return onTakeover();
  const observer = new MutationObserver(() => {
    if (original.isConnected) return;
    observer.disconnect();
    // React inserts the new tree in the same commit; wait one frame for lazy parts to mount.
    requestAnimationFrame(onTakeover);
  });
  observer.observe(root, { childList: true });
}
