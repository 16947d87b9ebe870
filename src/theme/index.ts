import './styles';
import {
  createTheme,
  type CSSVariablesResolver,
  type ComboboxProps,
  type DrawerProps,
  type MantineThemeComponent,
  type MantineThemeOverride,
  type ModalProps,
  type VariantColorsResolver,
  defaultVariantColorsResolver,
  parseThemeColor,
} from '@mantine/core';
import portalJson from '@authority/portal.json';
import { i18n } from '../i18n';
import { authorityColour } from './authority-colour';
import { brandPalette, hoverShade, PRIMARY_SHADE, textOn } from './palette';

const INK = '#1a1b1e';
/** The authority's colour (portal.json theme.primaryColor) and what is drawn on it. */
export const brand = (() => {
  const colors = brandPalette(authorityColour((portalJson as { theme?: { primaryColor?: string } }).theme?.primaryColor));
  const onPrimary = textOn(colors[PRIMARY_SHADE], INK);
  return { colors, onPrimary, hover: hoverShade(colors, onPrimary) };
})();

// Filled brand buttons take their text colour from the contrast it reaches, not from Mantine's
// luminance switch: with the near-black ink some mid colours reach neither 4.5:1 with it nor with
// white, and the hover shade must keep the text readable too (palette.ts textOn, hoverShade).
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const brandFill = input.variant === 'filled' && parsed.color === 'brand' && (parsed.shade === undefined || parsed.shade === PRIMARY_SHADE);
  return brandFill ? { ...colors, color: brand.onPrimary, hover: `var(--mantine-color-brand-${brand.hover})` } : colors;
};

// The close buttons of dialogs are icon-only; screen readers need a German name (axe "button-name").
// Plain objects instead of `Modal.extend(...)`/`Drawer.extend(...)`: `.extend` is only a typing
// helper, but referencing the components here would pull Modal, Drawer, their focus trap and scroll
// area into the landing page bundle (~25 KB gzip). `satisfies` keeps the same type check.
// Getters: the text is read when Mantine merges the theme (in the first render, texts set up), not
// while this module loads, where i18next's first translation would lengthen the start page's
// longest task.
const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });
const modalTheme = {
  defaultProps: {
    get closeButtonProps() {
      return closeButtonProps();
    },
  },
} satisfies MantineThemeComponent & { defaultProps: Partial<ModalProps> };
const drawerTheme = {
  defaultProps: {
    get closeButtonProps() {
      return closeButtonProps();
    },
  },
} satisfies MantineThemeComponent & { defaultProps: Partial<DrawerProps> };

/**
 * Every dropdown of a select, multi-select or autocomplete is positioned `fixed`. Positioned
 * `absolute`, a dropdown that reaches past the right edge of a phone makes the page wider: the
 * browser widens the layout viewport, the full-screen dialog and its fields grow, the dropdown is
 * placed again inside the wider page, the page shrinks back, and so on every frame. The field
 * jumped between two layouts and a tap picked whichever item was under the finger in the other one.
 * A fixed element never widens the page.
 */
const comboboxTheme = {
  defaultProps: { floatingStrategy: 'fixed' },
} satisfies MantineThemeComponent & { defaultProps: Partial<ComboboxProps> };

export const theme: MantineThemeOverride = createTheme({
  colors: { brand: brand.colors },
  primaryColor: 'brand',
  primaryShade: PRIMARY_SHADE,
  // Dark text on light fills (black on the reference yellow: 14.77:1) instead of Mantine's white
  // default; the switch at 0.179 is where black and white reach the same contrast.
  autoContrast: true,
  luminanceThreshold: 0.179,
  variantColorResolver,
  white: '#ffffff',
  black: INK,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusClassName: 'portal-focus',
  // Desktop means width over 750 px: `md` starts at 751 px. `lg` is where the right
  // sidebar fits next to the 256 px navigation without squeezing the content.
  breakpoints: {
    xs: '30em',
    sm: '40em',
    md: '46.9375em',
    lg: '75em',
    xl: '90em',
  },
  components: {
    Modal: modalTheme,
    Drawer: drawerTheme,
    Combobox: comboboxTheme,
  },
});

// Mantine's default anchor, error and dimmed colours fail WCAG AA on white with a light primary
// (yellow: 1.42:1, 3.28:1, 3.32:1); these resolve to shades that pass 4.5:1 (brand shade 9 is
// made to, whatever the colour: palette.ts).
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    // Text and icons drawn on the primary colour (phone header, skip link, checked boxes).
    '--portal-on-primary': brand.onPrimary,
    '--mantine-primary-color-contrast': brand.onPrimary,
    '--mantine-color-anchor': t.colors.brand?.[9] ?? '#806a00',
    '--mantine-color-brand-text': t.colors.brand?.[9] ?? '#806a00',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-primary-color-light-color': t.colors.brand?.[9] ?? '#806a00',
  },
  dark: {},
});

