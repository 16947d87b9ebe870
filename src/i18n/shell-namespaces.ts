/**
 * The top-level namespaces of de-DE.json that the start page and the shell draw (header, drawer,
 * sidebar, landing, login dialog, banner, error and maintenance pages). They are bundled with the
 * portal's code; every other namespace (the modules' texts, about two thirds of the file) is
 * fetched by the first route that is not a visitor's start page (app/routes/root.tsx), issue 16.
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
  'register',
  'sidebar',
  'snackbar',
] as const;

/**
 * Namespaces that only one module's pages draw, by module (the registry's names): each is a lazy
 * chunk of its own that the module's routes await (app/routes/module-texts.ts), so a page fetches
 * its own module's texts and not every module's (issue 16: the object page fetched all of them).
 * A namespace listed under two modules (calendar: the dashboard's next dates) is one chunk, fetched
 * once. Not listed: fetched with the shared part by every page but a visitor's start page (always
 * safe; tests/unit/i18n/text-parts.test.ts checks that no page draws a namespace it does not load).
 */
export const MODULE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  dashboard: ['dashboard', 'calendar'],
  // The event history's claim dialog (app/shell/EventDialogs) loads them as well.
  claims: ['claims'],
  requests: ['claims'],
  calendar: ['calendar', 'calendarView', 'calendarExport', 'reminders'],
  dump: ['dump'],
  documents: ['documents'],
  finances: ['finances'],
  demands: ['demands'],
  container: ['container'],
  wiki: ['wiki'],
};
