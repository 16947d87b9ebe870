/**
 * The top-level namespaces of de-DE.json that the start page and the shell draw (header, drawer,
 * sidebar, landing, login dialog, banner, error and maintenance pages). They are bundled with the
 * portal's code; every other namespace (the modules' texts, about two thirds of the file) is
 * fetched by the first route that is not a visitor's start page (app/routes/root.tsx), so the start page loads a third of them;
 * a module's own namespaces are named in its folder (src/modules/<folder>/texts.ts).
 * A namespace missing here is never lost, only loaded later: name it here when the start page or
 * the login dialog starts to use it (a visitor's start page would show its raw keys otherwise).
 */
export const SHELL_NAMESPACES = [
  'app',
  'banner',
  'common',
  'drawer',
  'error',
  'errorPage',
  'guard',
  'header',
  'landing',
  'login',
  'maintenance',
  'modules',
  'nav',
  'objectSelector',
  'pwa',
  'sidebar',
  'snackbar',
] as const;
