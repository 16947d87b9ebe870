/**
 * What each deployment profile offers, written out as a table the profile pass
 * (tests/e2e/profiles-table.spec.ts) walks cell by cell: profile × login state × module. The portal
 * never reads this file; it derives the same answers from its module definitions, and this table is
 * the independent statement of what they must come to (menu visibility per profile and login state,
 * the roles and permissions of the product).
 *
 * Every module of the product is enabled in each demo authority's portal.json, so what a cell says
 * follows from the profile alone.
 */

/** The product's modules in menu order, with their menu label. */
export const MODULE_LABELS = {
  dashboard: 'Übersicht',
  calendar: 'Abfuhrkalender',
  dump: 'Sperrmüll',
  documents: 'Dokumente',
  claims: 'Reklamationen',
  requests: 'Anfragen',
  finances: 'Finanzen',
  demands: 'Forderungen',
  container: 'Behälter',
  wiki: 'Wissenswertes',
  register: 'Registrieren',
} as const;

export type Module = keyof typeof MODULE_LABELS;
export const MODULES = Object.keys(MODULE_LABELS) as Module[];

/**
 * Where a module's page lives: `object` only below /objects/{id}/, `general` only at /{module},
 * `both` at either (a logged-in resident is given the object's page, a visitor the general one).
 */
export const MODULE_ROUTES: Record<Module, 'object' | 'general' | 'both'> = {
  dashboard: 'object',
  calendar: 'both',
  dump: 'both',
  documents: 'both',
  claims: 'both',
  requests: 'both',
  finances: 'object',
  demands: 'object',
  container: 'general',
  wiki: 'general',
  register: 'general',
};

/**
 * One cell:
 * - `menu`: in the menu, and its page answers at the address the menu leads to;
 * - `page`: not in the menu, but its page answers at its address (public information a logged-in
 *   resident may still have bookmarked);
 * - `login`: not in the menu; its address sends the visitor to log in first (/?redirect=…);
 * - `notFound`: not in the menu; its address shows the not-found page.
 */
export type Cell = 'menu' | 'page' | 'login' | 'notFound';
export type Row = Record<Module, Cell>;

export type State = 'loggedOut' | 'loggedIn';

export interface ProfileTable {
  /** The demo authority the profile is built from (schema/<authority>/). */
  authority: string;
  /** How a resident logs in: with a password, without one (Kassenzeichen + Objektnummer), or not at all. */
  login: 'password' | 'noPass' | null;
  /** The sidebar on wide screens (landing before login, the personal area after); none without landing. */
  sidebar: boolean;
  loggedOut: Row;
  /** Only where the profile has a login. */
  loggedIn?: Row;
}

const PUBLIC_AND_PRIVATE_LOGGED_OUT: Row = {
  dashboard: 'login',
  calendar: 'menu',
  dump: 'menu',
  documents: 'menu',
  claims: 'menu',
  requests: 'menu',
  finances: 'login',
  demands: 'login',
  container: 'menu',
  wiki: 'menu',
  register: 'menu',
};

const PUBLIC_AND_PRIVATE_LOGGED_IN: Row = {
  dashboard: 'menu',
  calendar: 'menu',
  dump: 'menu',
  documents: 'menu',
  claims: 'menu',
  requests: 'menu',
  finances: 'menu',
  demands: 'menu',
  container: 'page',
  wiki: 'page',
  register: 'notFound',
};

/** No login at all: the general pages and the public information; nothing below /objects exists. */
const PUBLIC_ONLY: Row = {
  dashboard: 'notFound',
  calendar: 'menu',
  dump: 'menu',
  documents: 'menu',
  claims: 'menu',
  requests: 'menu',
  finances: 'notFound',
  demands: 'notFound',
  container: 'menu',
  wiki: 'menu',
  register: 'notFound',
};

export const PROFILE_TABLE: Record<string, ProfileTable> = {
  default: {
    authority: 'reference',
    login: 'password',
    sidebar: true,
    loggedOut: PUBLIC_AND_PRIVATE_LOGGED_OUT,
    loggedIn: PUBLIC_AND_PRIVATE_LOGGED_IN,
  },
  community: {
    authority: 'community-demo',
    login: 'noPass',
    sidebar: true,
    loggedOut: PUBLIC_AND_PRIVATE_LOGGED_OUT,
    loggedIn: PUBLIC_AND_PRIVATE_LOGGED_IN,
  },
  private: {
    authority: 'private-demo',
    login: 'password',
    sidebar: true,
    loggedOut: { ...PUBLIC_AND_PRIVATE_LOGGED_OUT, container: 'notFound', wiki: 'notFound' },
    loggedIn: { ...PUBLIC_AND_PRIVATE_LOGGED_IN, container: 'notFound', wiki: 'notFound' },
  },
  public: {
    authority: 'public-demo',
    login: null,
    sidebar: true,
    loggedOut: PUBLIC_ONLY,
  },
  publicNoLanding: {
    authority: 'public-no-landing-demo',
    login: null,
    sidebar: false,
    loggedOut: PUBLIC_ONLY,
  },
};
