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

/** The control `target` is part of, if it lies in `root`. */
function controlIn(target: EventTarget | null, root: Element): HTMLElement | null {
  const control = target instanceof Element ? target.closest(ACTIONABLE) : null;
  return control instanceof HTMLElement && root.contains(control) ? control : null;
}

/**
 * A press whose click the browser sends when it ends, on the element it began on: the mouse's main
 * button on any control, and Space on a button (Enter clicks as the key goes down: nothing to complete).
 */
interface PressKind {
  down: 'mousedown' | 'keydown';
  up: 'mouseup' | 'keyup';
  /** Whether `event` begins or ends a press of this kind (other events, like a held key's repeats, leave it be). */
  is: (event: Event) => boolean;
  /** The control in `root` that `event` presses or releases so that it clicks; null for none. */
  control: (event: Event, root: Element) => HTMLElement | null;
}

const MOUSE_PRESS: PressKind = {
  down: 'mousedown',
  up: 'mouseup',
  is: () => true,
  control: (event, root) => ((event as MouseEvent).button === 0 ? controlIn(event.target, root) : null),
};

const SPACE_PRESS: PressKind = {
  down: 'keydown',
  up: 'keyup',
  is: (event) => (event as KeyboardEvent).key === ' ' && !(event as KeyboardEvent).repeat,
  control: (event, root) => {
    const control = controlIn(event.target, root);
    return control instanceof HTMLButtonElement ? control : null;
  },
};

/**
 * Completes a press that a new tree of the page replaced while it lasted: begun on the old tree's
 * control, ended on the new tree's (the mouse released over it, or Space let go with the focus
 * carried over to it). The browser sends no click then (press and release hit two different
 * elements), and the tap was lost. Both trees stand at the same place, so a release on the same
 * control of the new tree is the click the resident made: `activate` gets that control, unless
 * the browser clicked it after all (in the release's task).
 * Returns the uninstaller; a press still in progress is completed first.
 */
function completeSplitPresses(root: HTMLElement, activate: (control: HTMLElement) => void, kind: PressKind): () => void {
  const doc = root.ownerDocument;
  let pressed: { control: Element; held: Held } | null = null;
  let released: HTMLElement | null = null;
  let stopping = false;
  let pending = 0;
  const onDown = (event: Event) => {
    if (!kind.is(event)) return;
    const control = kind.control(event, root);
    pressed = control ? { control, held: describeHeld(control, root) } : null;
  };
  const onUp = (event: Event) => {
    if (!kind.is(event)) return;
    const press = pressed;
    pressed = null;
    const control = kind.control(event, root);
    if (press && control && !press.control.isConnected && sameControl(control, press.held)) {
      released = control;
      pending += 1;
      setTimeout(() => {
        pending -= 1;
        if (released === control && control.isConnected) activate(control);
        released = null;
        if (stopping) stop();
      }, 0);
    } else if (stopping) stop();
  };
  const onClick = (event: MouseEvent) => {
    if (released && controlIn(event.target, root) === released) released = null; // the browser clicked it
  };
  const stop = () => {
    if (pressed || pending > 0) return;
    root.removeEventListener(kind.down, onDown, true);
    doc.removeEventListener(kind.up, onUp, true);
    doc.removeEventListener('click', onClick, true);
  };
  root.addEventListener(kind.down, onDown, true);
  doc.addEventListener(kind.up, onUp, true);
  doc.addEventListener('click', onClick, true);
  return () => {
    stopping = true;
    stop();
  };
}

/**
 * Starts holding back activations inside `root`; returns `release`, to be called when the portal
 * has taken the page over. The last held activation is then repeated (once its control exists).
 * `onHold` learns of each held element (to fetch what its replay will need meanwhile). A press
 * that a new tree replaces under the mouse counts as the click the browser drops: held while
 * holding, and a press still in progress at `release` is answered in the portal's tree. So is a
 * press of Space on a button whose tree is replaced before the key comes up.
 */
export function holdActivations(root: HTMLElement, now: () => number = () => performance.now(), onHold?: (target: Element) => void): () => void {
  let held: Held | null = null;
  let holding = true;
  const hold = (target: Element) => {
    held = describeHeld(target, root);
    root.setAttribute('aria-busy', 'true');
    onHold?.(target);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
    if (!target || !root.contains(target) || leavesPortal(target)) return;
    event.preventDefault();
    event.stopPropagation();
    hold(target);
  };
  root.addEventListener('click', onClick, true);
  // A link the browser follows itself is clicked at once, as the browser would have.
  const answer = (control: HTMLElement) => (holding && !leavesPortal(control) ? hold(control) : control.click());
  const stopPresses = [MOUSE_PRESS, SPACE_PRESS].map((kind) => completeSplitPresses(root, answer, kind));

  return () => {
    holding = false;
    root.removeEventListener('click', onClick, true);
    stopPresses.forEach((stop) => stop());
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
