/**
 * Fetches the login modal's code (Modal, inputs, focus trap: ui/LoginModal loads it lazily) ahead of
 * its first opening: on a tap held while the portal is still loading and on the flags that open it
 * at start (src/boot.ts), so the dialog is there once the page is taken over (issue 16). Only the
 * view: importing the dialog (machine, router hooks) from the entry as well split main's shared
 * modules into more chunks and cost more than it saved. No static imports: this is in the entry.
 */
export const preloadLoginDialog = () => import('../../ui/LoginModalView');

/** The start page's flags that open the login dialog at once (StartPage, ui/LoginButton). */
export const opensLoginAtStart = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return params.has('login') || params.has('redirect') || params.has('expired');
};

/** A press on an "Anmelden" (ui/LoginButton renders each inside this form). */
export const isLoginControl = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('form.portal-login-form') !== null;
