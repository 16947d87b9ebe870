/**
 * Fetches the login modal's code (Modal, inputs, focus trap: ui/shell/LoginModal loads it lazily) ahead
 * of its first opening: on a tap held while the portal is still loading and on the flags that open
 * it at start (src/boot.ts), so the dialog is there once the page is taken over.
 *
 * The files come from `<meta name="portal-login-chunks">` (vite.config.ts) as modulepreload hints,
 * not from an import(): an import in the entry would split main's shared modules into more,
 * smaller chunks. No static imports either: this file is part of the entry.
 */
const LOGIN_CHUNKS = 'meta[name="portal-login-chunks"]';

let preloaded = false;

export function preloadLoginDialog(doc: Document = document): void {
  if (preloaded) return;
  const files = doc.querySelector(LOGIN_CHUNKS)?.getAttribute('content')?.split(' ').filter(Boolean) ?? [];
  if (files.length === 0) return;
  preloaded = true;
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/** The start page's flags that open the login dialog at once (StartPage, ui/LoginButton). */
export const opensLoginAtStart = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return params.has('login') || params.has('redirect') || params.has('expired');
};

/** A press on an "Anmelden" (ui/LoginButton renders each inside this form). */
export const isLoginControl = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('form.portal-login-form') !== null;

/**
 * In a running portal, readies the login dialog's code when a hand or the keyboard reaches an
 * "Anmelden": the mouse on it, a finger pressing it, focus on it. Its first opening then neither
 * waits for the network nor for React's reveal throttle behind a Suspense fallback
 * (ui/preloadable.tsx). A failed load is tried again on the next approach. Returns the uninstaller.
 */
export function readiesLoginOnIntent(root: Document | HTMLElement, ready: () => Promise<void>): () => void {
  let readied = false;
  const approach = (event: Event) => {
    if (readied || !isLoginControl(event.target)) return;
    if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
    readied = true;
    ready().catch(() => {
      readied = false;
    });
  };
  const options = { capture: true, passive: true } as const;
  const types = ['pointerover', 'pointerdown', 'focusin'] as const;
  for (const type of types) root.addEventListener(type, approach, options);
  return () => {
    for (const type of types) root.removeEventListener(type, approach, options);
  };
}
