import type { QueryClient } from '@tanstack/react-query';
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { cachedGate } from '../../api/queries/meta';
import { getSession } from '../../session/session';
import { deployment, GENERAL_MODULES, portalConfig, type GeneralModule } from '../config';
import { guardDeps } from '../guard-deps';
import { isObjectModule, resolveObjectTarget } from '../guard';
import { hasGeneralPage } from '../../modules/registry';
import { ModulePage } from '../pages/ModulePage';
import { ErrorContent } from '../pages/ErrorPage';
import { Route as rootRoute } from './root';
import { loadModuleTexts } from '../../i18n';

const isGeneralModule = (value: string): value is GeneralModule =>
  (GENERAL_MODULES as readonly string[]).includes(value) && (portalConfig.modules as readonly string[]).includes(value);

/**
 * /calendar, /claims, /container, /documents, /dump, /register, /requests, /wiki.
 * A page exists when the menu shows it, and public information (/container,
 * /wiki) also for a logged-in resident, whose menu leaves it out; otherwise 404. A logged-in resident on a page that also exists for the object goes to the
 * object's page, which shows the resident's own state.
 */
export async function guardGeneralModule(queryClient: QueryClient, module: string): Promise<void> {
  if (!isGeneralModule(module)) throw notFound();
  const session = getSession();
  if (session.authorized && isObjectModule(module, portalConfig.modules)) {
    const outcome = await resolveObjectTarget(guardDeps(queryClient), module);
    if (outcome.kind === 'redirect') throw redirect({ href: outcome.href, replace: true });
  }
  if (!hasGeneralPage(module, cachedGate(queryClient), deployment, session)) throw notFound();
}

export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '$module',
  beforeLoad: ({ context, params }) => guardGeneralModule(context.queryClient, params.module),
  // The module's own texts (tools/split-texts.ts): the page never shows their keys.
  loader: ({ params }) => loadModuleTexts(params.module),
  component: GeneralModuleRoute,
  // A page that fails keeps the portal's shell around its message: the resident's sidebar stays.
  errorComponent: ErrorContent,
});

function GeneralModuleRoute() {
  const { module } = Route.useParams();
  return <ModulePage module={module} objectId={null} />;
}
