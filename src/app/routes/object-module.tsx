import { createRoute, notFound } from '@tanstack/react-router';
import { cachedGate } from '../../api/queries/meta';
import { isReachable } from '../../modules/registry';
import { deployment, portalConfig } from '../config';
import { loadEventsFor } from '../events';
import { isObjectModule } from '../guard';
import { ModulePage } from '../pages/ModulePage';
import { Route as guardRoute } from './objects-guard';
import { loadModuleTexts } from '../../i18n';

/** /objects/{id}/{module}; a fourth segment that is no enabled object module is a 404. */
export const Route = createRoute({
  getParentRoute: () => guardRoute,
  path: 'objects/$id/$module',
  beforeLoad: ({ context, params }) => {
    if (!isObjectModule(params.module, portalConfig.modules)) throw notFound();
    // Same rule as the menu: e.g. finances without Buchungen on the server.
    if (!isReachable(params.module, cachedGate(context.queryClient), deployment, { authorized: true })) throw notFound();
  },
  // The module's own texts (tools/split-texts.ts): the page never shows their keys. The history's
  // actor is fetched with the first object page (app/events.ts), its events loaded alongside.
  loader: ({ params }) => Promise.all([loadModuleTexts(params.module), loadEventsFor(Number(params.id))]).then(() => undefined),
  component: ObjectModuleRoute,
});

function ObjectModuleRoute() {
  const { id, module } = Route.useParams();
  return <ModulePage module={module} objectId={Number(id)} />;
}
