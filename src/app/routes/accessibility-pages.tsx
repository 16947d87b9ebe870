/**
 * /barrierefreiheit, /leichte-sprache and /gebaerdensprache: pages public bodies must offer on every
 * portal, whatever its profile, modules or login. Fixed paths (they win over the `$module` route),
 * each page its own lazy chunk so the start page does not carry their code.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loadModuleTexts } from '../../i18n';
import { ErrorContent } from '../pages/ErrorPage';
import { Route as rootRoute } from './root';

export const statementRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'barrierefreiheit',
  // The page's own texts (src/app/page-texts.ts), awaited so it never shows a raw key.
  loader: () => loadModuleTexts('barrierefreiheit'),
  component: lazyRouteComponent(() => import('../pages/AccessibilityStatementPage')),
  errorComponent: ErrorContent,
});

export const easyLanguageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'leichte-sprache',
  // The page's own texts (src/app/page-texts.ts), awaited so it never shows a raw key.
  loader: () => loadModuleTexts('leichte-sprache'),
  component: lazyRouteComponent(() => import('../pages/EasyLanguagePage')),
  errorComponent: ErrorContent,
});

export const signLanguageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'gebaerdensprache',
  // The page's own texts (src/app/page-texts.ts), awaited so it never shows a raw key.
  loader: () => loadModuleTexts('gebaerdensprache'),
  component: lazyRouteComponent(() => import('../pages/SignLanguagePage')),
  errorComponent: ErrorContent,
});
