// The layout numbers (docs/behaviour.md, "Constants") in one place.
export const NAVBAR_WIDTH = 256;
export const SIDEBAR_WIDTH = 350;
export const MOBILE_HEADER_HEIGHT = 64;
/** Desktop = width over 750 px (theme breakpoint `md` = 751 px). */
export const DESKTOP_MEDIA = '(min-width: 46.9375em)';
/** The right sidebar needs room next to the navigation: from `lg` (1200 px) on. */
export const SIDEBAR_MEDIA = '(min-width: 75em)';
export const BANNER_HEIGHT = 200;
