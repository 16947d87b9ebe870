/**
 * The plugin contract of a module (docs/architecture.md, "Modules"): the one place a module is described.
 * Each module folder's index.ts exports a definition that `satisfies ModuleDefinition` (the lint lets
 * module folders import this file and nothing else of src/modules); src/modules/registry.ts lists
 * it once. Menu, routes, visibility and the portal.json check are derived from these definitions.
 */
import type { ComponentType } from 'react';
import type { CapabilityGate } from '../api/capabilities';
import type { ActionContext } from '../events/actions';
import type { PortalEvent } from '../events/events';
import type { EventsState } from '../events/store';
import type { Access } from '../session/types';
import type { NavIconSource } from '../ui/types';

/** What the app hands every module page. */
export interface ModulePageProps {
  /** The object of /objects/{id}/{module}; null on a general page (/{module}). */
  objectId: number | null;
  /** portal.json phoneCountries (the claim form's phone country choice). */
  phoneCountries: readonly string[];
  /** portal.json links.privacy: where a consent to the privacy notice links to (absent = no link). */
  privacyUrl?: string | null;
  /**
   * portal.json `dumpBooking`: how the authority itself takes a bulky-waste booking, for a profile
   * whose visitors cannot book in the portal (no login); null when the authority has not said.
   */
  dumpBooking?: BookingContact | null;
  /** Modules available here (profile × capabilities × session), for links between them. */
  availableModules: readonly string[];
  /** href of a module's page in the current context (object or general). */
  moduleHref(module: string): string;
  /** Client-side navigation to an href from `moduleHref`; `replace` changes the current entry (e.g. a page's own address). */
  onNavigate(href: string, options?: { replace?: boolean }): void;
  /** Where failures go; defaults to the global error snackbar. */
  onError?: (message: string) => void;
  /**
   * The object's event history from the app's one events store (the sidebar shows the same), so a
   * module never loads the five event sets a second time; null when the backend has no events.
   */
  events?: EventsState | null;
  /** Loads the event history again (after a failed load). */
  onRetryEvents?(): void;
  /** The event history's cancel and claim dialogs, for a module that lists orders (bulky waste). */
  EventDialogs?: ComponentType<EventDialogsProps>;
  /** Whether a resident is logged in (a general page may offer the login instead of an object). */
  authorized?: boolean;
  /**
   * Opens the login dialog (profiles with private access; absent where nobody can log in), with
   * the login filled in when given (after a registration).
   */
  onLogin?(identifier?: string): void;
  /** The `{detail}` of /{module}/{detail} (a wiki article), for modules with `detailRoute`. */
  detail?: string;
  /**
   * The logged-in resident's current object, on a general page too (the sidebar's): a form for
   * anyone (the bin request) fills in what the portal knows of it. null for a visitor.
   */
  residentObjectId?: number | null;
  /** The address's query (`?schritt=3`), for a page that keeps where the resident is in its address. */
  search?: Readonly<Record<string, unknown>>;
}

/** The authority's own ways to book what the portal cannot book here; each null when not offered. */
export interface BookingContact {
  phone: string | null;
  /** When the phone is answered, in the authority's words (e.g. "Mo–Fr 8–16 Uhr"). */
  hours: string | null;
  email: string | null;
  /** The authority's own booking page (https). */
  url: string | null;
}

/** The pages a module has: `/objects/{id}/{name}` and/or `/{name}`. */
export type ModuleRoute = 'object' | 'general';

/**
 * Where the login state hides a module: 'authorized' only for a logged-in
 * resident (dashboard, finances, demands), 'anonymous' only before login (container, wiki,
 * register); absent: either way.
 */
export type ModuleSession = 'authorized' | 'anonymous';

/**
 * The event history's dialogs, provided by the app (a module cannot import the claims module): the
 * cancel confirmation of an order and the claim about a bulky-waste order.
 */
export interface EventDialogsProps {
  objectId: number | null;
  actionContext: ActionContext;
  /** The order to cancel; null keeps the dialog closed. */
  cancelTarget: PortalEvent | null;
  /** The bulky-waste order to file a claim about; null keeps the dialog closed. */
  claimTarget: PortalEvent | null;
  onCloseCancel(): void;
  onCloseClaim(): void;
  /** The reloaded order (and its partners) after a successful cancel. */
  onCancelled(events: PortalEvent[]): void;
  onClaimCreated(claimId: number): void;
}

/**
 * What a module folder's `texts.ts` exports as `MODULE_TEXTS`: by module of that folder (claims
 * also defines requests), the de-DE.json namespaces that its pages draw and that no page outside
 * module folders draws. Plain data (tools/split-texts.ts reads these files in Node): each namespace
 * becomes a lazy chunk of its own that the module's routes await (a namespace listed by two
 * modules is one chunk, fetched once).
 */
export type ModuleTexts = Readonly<Record<string, readonly string[]>>;

/**
 * Device state that needs the whole portal as soon as a page opens (a visitor's start page
 * otherwise waits until it is used, app/visitor/intent.ts): the portal starts at once while
 * `storageKey` is set in localStorage, and when `event` reaches window (it is sent again once the
 * portal listens). The calendar's reminders: stored configurations follow a renewed push token.
 */
export interface ModuleWake {
  storageKey: string;
  event: string;
}

/**
 * What a module's `start.ts` exports as `start`: run once when the portal starts, before the first
 * render (app/module-starts.ts finds every module folder's start.ts), for listeners that must not
 * wait for the module's page (the calendar's push-token listener). Keep the file small: it is part
 * of the portal's start-up code.
 */
export type ModuleStart = () => void;

export interface ModuleDefinition {
  /** The path segment and portal.json name; equal to the registry key. */
  name: string;
  /** i18n key of the module's name in the menu (`nav.<name>`). */
  labelKey: string;
  /**
   * Whether the menu entry is the current page for the address's fragment (with `#`, or empty);
   * a page that shows another view there (the password pages under /register) says no. Default yes.
   */
  menuActive?(hash: string): boolean;
  /** A name of the shell's icon set (ui/shell/NavIcon) or any Tabler icon. */
  icon: NavIconSource;
  /** Which profile access offers the module: a profile shows it when it has one of these. */
  access: readonly Access[];
  session?: ModuleSession;
  routes: readonly ModuleRoute[];
  /** Whether this backend offers what the module needs (asked of the capability gate); false hides menu entry and page. */
  needs(gate: CapabilityGate): boolean;
  /**
   * The file in the module's folder whose default export renders the module's page, without
   * `.tsx` (e.g. 'DumpPage'); the app loads it on the page's first visit (app/module-pages.ts).
   * A name and not an import: the definitions feed the menu, also on a visitor's start page before
   * the portal has loaded, and must not reach the pages' code.
   */
  page: string;
  /** Its entry of the folder's `MODULE_TEXTS` (texts.ts); absent: it draws only shared texts. */
  texts?: readonly string[];
  /** The general page has sub-pages /{module}/{detail} (e.g. /wiki/3), rendered by its `page` with `detail`. */
  detailRoute?: boolean;
  /**
   * A card on the start page leads to the general page (texts `landing.<name>.title`, `.text` and
   * `.link`), shown exactly where that page exists (registry `isReachable`).
   */
  landing?: boolean;
  /**
   * The card has texts of its own where nobody can log in (`landing.<name>.withoutLogin.*`): the
   * page then says how to get the service from the authority instead of offering it (bulky waste).
   */
  landingWithoutLogin?: boolean;
  /** Device state that starts the portal at once on a visitor's start page. */
  wakesPortal?: ModuleWake;
  /**
   * Fragments of the general page that the app links to by name, e.g. the register module's
   * `forgotPassword` (`/register#passwort-vergessen`, the login dialog's "Passwort vergessen?").
   */
  anchors?: Readonly<Record<string, string>>;
}
