import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import shellTexts from 'virtual:texts/shell';
import namespaceLoaders, { modules as moduleNamespaces } from 'virtual:texts/modules';
import { writeLocaleCookie } from './cookie';

const LOCALE = 'de';

// One shared instance; the shell's texts are bundled, so initialisation is synchronous and texts
// are available before the first render (no flash of keys). The shared texts follow with
// loadAllTexts, which every route but a visitor's start page awaits, and a module's own texts with
// loadModuleTexts, which its routes await (tools/split-texts.ts).
export const i18n: I18n = i18next.createInstance();

/** Initialises i18next once (idempotent), sets `<html lang="de">` and the locale cookie. */
export function initI18n(): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: LOCALE,
      fallbackLng: LOCALE,
      supportedLngs: [LOCALE],
      resources: { [LOCALE]: { translation: shellTexts } },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already.
      returnNull: false,
    });
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = LOCALE;
    writeLocaleCookie(LOCALE);
  }
  return i18n;
}

let allTexts: Promise<void> | null = null;

/** Adds the shared namespaces that are neither the shell's nor one module's (once; a failed fetch is tried again next time). */
export function loadAllTexts(): Promise<void> {
  allTexts ??= import('virtual:texts/rest').then(
    ({ default: rest }) => void i18n.addResourceBundle(LOCALE, 'translation', rest, true, false),
    (error: unknown) => {
      allTexts = null;
      throw error;
    },
  );
  return allTexts;
}

const namespaces = new Map<string, Promise<void>>();

/** Adds one module-owned namespace (once; a failed fetch is tried again next time). */
function loadNamespace(name: string): Promise<void> {
  const load = namespaceLoaders[name];
  // Not split off (unit tests bundle every text): already there.
  if (!load) return Promise.resolve();
  let loading = namespaces.get(name);
  if (!loading) {
    loading = load().then(
      ({ default: texts }) => void i18n.addResourceBundle(LOCALE, 'translation', texts, true, false),
      (error: unknown) => {
        namespaces.delete(name);
        throw error;
      },
    );
    namespaces.set(name, loading);
  }
  return loading;
}

/** Adds the texts that only `module`'s pages draw (tools/split-texts.ts); nothing for other modules. */
export function loadModuleTexts(module: string): Promise<void> {
  const names = Object.prototype.hasOwnProperty.call(moduleNamespaces, module) ? (moduleNamespaces[module] ?? []) : [];
  return Promise.all(names.map(loadNamespace)).then(() => undefined);
}

// Modules that read texts at import time (the theme's aria-labels) rely on this.
initI18n();

export { formatDate } from './format';
