const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Cookie string for the locale (`i18n_redirected`, 365 days). Secure only over https. */
export function localeCookie(locale: string, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE}=${encodeURIComponent(locale)}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeLocaleCookie(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}
