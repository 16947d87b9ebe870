/**
 * Fetches the login dialog's code (dialog, login machine, modal view) ahead of its first opening:
 * on a tap held while the portal is still loading (src/boot.ts), on the flags that open it at start
 * and on a press of a login button, so the dialog is there once the page is taken over (issue 16).
 * Kept free of static imports: the entry chunk carries only these two dynamic imports.
 */
export const preloadLoginDialog = () => Promise.all([import('./LoginDialog'), import('../../ui/LoginModalView')]);

/** The start page's flags that open the login dialog at once (StartPage, ui/LoginButton). */
export const opensLoginAtStart = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return params.has('login') || params.has('redirect') || params.has('expired');
};

/** A press on an "Anmelden" (ui/LoginButton renders each inside this form). */
export const isLoginControl = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('form.portal-login-form') !== null;
