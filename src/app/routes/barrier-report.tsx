import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useState } from 'react';
import { loadModuleTexts } from '../../i18n';
import { REPORT_PATH, reportedPage } from '../barrier/reported-page';
import { ErrorContent } from '../pages/ErrorPage';
import { Route as rootRoute } from './root';

export interface BarrierReportSearch {
  /** The page the barrier is on, set by the footer's and the accessibility statement's links. */
  seite?: string;
}

/**
 * The page draws a generated form: a static import would put rjsf, ajv and the form widgets into
 * the portal's own chunks, fetched by every page. Loaded with the route instead (its loader waits
 * for it, so the page appears whole, without a spinner).
 */
const BarrierReportPage = lazyRouteComponent(() => import('../barrier/BarrierReportPage'), 'BarrierReportPage');

export const validateBarrierReportSearch = (search: Record<string, unknown>): BarrierReportSearch =>
  typeof search.seite === 'string' && search.seite ? { seite: search.seite } : {};

/**
 * /barriere-melden: in every profile, logged in or out, whatever modules the authority enables
 * (public bodies must always offer a way to report a barrier), so no guard and no module behind it.
 */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: REPORT_PATH.slice(1),
  validateSearch: validateBarrierReportSearch,
  // With the page's own texts (src/app/page-texts.ts).
  loader: () => Promise.all([BarrierReportPage.preload?.(), loadModuleTexts(REPORT_PATH.slice(1))]).then(() => undefined),
  component: BarrierReportRoute,
  errorComponent: ErrorContent,
});

function BarrierReportRoute() {
  const { seite }: BarrierReportSearch = Route.useSearch();
  // Read once: the page someone came from does not change while they type.
  const [page] = useState(() => reportedPage(seite, document.referrer, window.location.origin));
  return <BarrierReportPage page={page} />;
}
