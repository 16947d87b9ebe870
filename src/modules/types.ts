/**
 * The plugin contract of a module (DESIGN.md "Modules are plugins that declare what they need").
 * Module folders do not import this file (the lint keeps modules apart); the registry checks each
 * definition against it with `satisfies`.
 */
import type { Icon } from '@tabler/icons-react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Capabilities } from '../api/capabilities';
import type { EventsState } from '../events/store';
import type { Access } from '../session/types';

/** What the app hands every module page. */
export interface ModulePageProps {
  /** The object of /objects/{id}/{module}; null on a general page (/{module}). */
  objectId: number | null;
  /** portal.json phoneCountries (the claim form's phone country choice). */
  phoneCountries: readonly string[];
  /** Modules available here (profile × capabilities × session), for links between them. */
  availableModules: readonly string[];
  /** href of a module's page in the current context (object or general). */
  moduleHref(module: string): string;
  /** Client-side navigation to an href from `moduleHref`. */
  onNavigate(href: string): void;
  /** Where failures go; defaults to the global error snackbar. */
  onError?: (message: string) => void;
  /**
   * The object's event history from the app's one events store (the sidebar shows the same), so a
   * module never loads the five event sets a second time; null when the backend has no events.
   */
  events?: EventsState | null;
  /** Loads the event history again (after a failed load). */
  onRetryEvents?(): void;
  /** The `{detail}` of /{module}/{detail} (a wiki article), for modules with `detailRoute`. */
  detail?: string;
}

export interface ModuleDefinition {
  name: string;
  /** i18n key of the module's name. */
  labelKey: string;
  icon: Icon;
  /** 'private': an object page exists; 'public': a general page exists. */
  access: readonly Access[];
  /** Whether this backend offers what the module needs. */
  needs(caps: Capabilities): boolean;
  Page: LazyExoticComponent<ComponentType<ModulePageProps>>;
  /** The general page has sub-pages /{module}/{detail} (e.g. /wiki/3), rendered by `Page` with `detail`. */
  detailRoute?: boolean;
}
