import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de-DE.json';
import { writeLocaleCookie } from './cookie';

export const LOCALE = 'de';

// One shared instance; resources are bundled, so initialisation is synchronous and texts are
// available before the first render (no flash of keys).
export const i18n: I18n = i18next.createInstance();

/** Initialises i18next once (idempotent), sets `<html lang="de">` and the locale cookie. */
export function initI18n(): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: LOCALE,
      fallbackLng: LOCALE,
      supportedLngs: [LOCALE],
      resources: { [LOCALE]: { translation: de } },
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

// Modules that read texts at import time (the theme's aria-labels) rely on this.
initI18n();

export { formatDate, TIME_ZONE } from './format';
