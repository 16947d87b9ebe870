import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from './search';
import { Route as rootRoute } from './routes/root';
import { Route as indexRoute } from './routes/index';
import { Route as generalModuleRoute } from './routes/general-module';
import { Route as generalModuleDetailRoute } from './routes/general-module-detail';
import { Route as objectsGuardRoute } from './routes/objects-guard';
import { Route as objectsIndexRoute } from './routes/objects-index';
import { Route as objectHomeRoute } from './routes/object-home';
import { Route as objectModuleRoute } from './routes/object-module';
import { Route as objectHistoryRoute } from './routes/object-history';
import { Route as barrierReportRoute } from './routes/barrier-report';
import { easyLanguageRoute, signLanguageRoute, statementRoute } from './routes/accessibility-pages';

export const routeTree = rootRoute.addChildren([
  indexRoute,
  barrierReportRoute,
  generalModuleRoute,
  generalModuleDetailRoute,
  statementRoute,
  easyLanguageRoute,
  signLanguageRoute,
  objectsGuardRoute.addChildren([objectsIndexRoute, objectHomeRoute, objectHistoryRoute, objectModuleRoute]),
]);

/** History mode, base `/`. */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: '/',
    context: { queryClient },
    defaultPreload: false,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
