import { createRoute, notFound } from '@tanstack/react-router';
import { GENERAL_MODULES, portalConfig, type GeneralModule } from '../config';
import { ModulePage } from '../pages/ModulePage';
import { Route as rootRoute } from './root';

const isGeneralModule = (value: string): value is GeneralModule =>
  (GENERAL_MODULES as readonly string[]).includes(value) && (portalConfig.modules as readonly string[]).includes(value);

/** /calendar, /claims, /container, /documents, /dump, /register, /requests, /wiki (SPEC section 2). */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '$module',
  beforeLoad: ({ params }) => {
    if (!isGeneralModule(params.module)) throw notFound();
  },
  component: GeneralModuleRoute,
});

function GeneralModuleRoute() {
  const { module } = Route.useParams();
  return <ModulePage module={module} objectId={null} />;
}
