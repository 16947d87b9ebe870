import { createRoute, notFound } from '@tanstack/react-router';
import { portalConfig } from '../config';
import { loadEventsFor } from '../events';
import { isObjectModule } from '../guard';
import { ModulePage } from '../pages/ModulePage';
import { Route as guardRoute } from './objects-guard';

/** /objects/{id}/{module}; a fourth segment that is no enabled object module is a 404 (SPEC section 2). */
export const Route = createRoute({
  getParentRoute: () => guardRoute,
  path: 'objects/$id/$module',
  beforeLoad: ({ params }) => {
    if (!isObjectModule(params.module, portalConfig.modules)) throw notFound();
    loadEventsFor(Number(params.id));
  },
  component: ObjectModuleRoute,
});

function ObjectModuleRoute() {
  const { id, module } = Route.useParams();
  return <ModulePage module={module} objectId={Number(id)} />;
}
