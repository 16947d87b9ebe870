import './styles';
import {
  createTheme,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineThemeComponent,
  type MantineThemeOverride,
  type ModalProps,
} from '@mantine/core';
import { i18n } from '../i18n';
import { brandYellow } from './palette';

// The close buttons of dialogs are icon-only; screen readers need a German name (axe "button-name").
// Plain objects instead of `Modal.extend(...)`/`Drawer.extend(...)`: `.extend` is only a typing
// helper, but referencing the components here would pull Modal, Drawer, their focus trap and scroll
// area into the landing page bundle (~25 KB gzip). `satisfies` keeps the same type check.
const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });
const modalTheme = { defaultProps: { closeButtonProps: closeButtonProps() } } satisfies MantineThemeComponent & {
  defaultProps: Partial<ModalProps>;
};
const drawerTheme = { defaultProps: { closeButtonProps: closeButtonProps() } } satisfies MantineThemeComponent & {
  defaultProps: Partial<DrawerProps>;
};

export const theme: MantineThemeOverride = createTheme({
  colors: { brand: brandYellow },
  primaryColor: 'brand',
  primaryShade: 6,
  // Black text on yellow (14.77:1) instead of Mantine's white default.
  autoContrast: true,
  luminanceThreshold: 0.3,
  white: '#ffffff',
  black: '#1a1b1e',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusClassName: 'portal-focus',
  // Desktop means width over 750 px (SPEC 9): `md` starts at 751 px. `lg` is where the right
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
  },
});

// Mantine's default anchor, error and dimmed colours fail WCAG AA on white with a yellow primary
// (1.42:1, 3.28:1, 3.32:1); these resolve to shades that pass 4.5:1.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-anchor': t.colors.brand?.[9] ?? '#806a00',
    '--mantine-color-brand-text': t.colors.brand?.[9] ?? '#806a00',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-primary-color-light-color': t.colors.brand?.[9] ?? '#806a00',
  },
  dark: {},
});

export { brandYellow };
