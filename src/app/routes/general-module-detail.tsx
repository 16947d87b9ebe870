import { createRoute, notFound } from '@tanstack/react-router';
import { moduleDefinition } from '../../modules/registry';
import { ModulePage } from '../pages/ModulePage';
import { ErrorContent } from '../pages/ErrorPage';
import { guardGeneralModule } from './general-module';
import { Route as rootRoute } from './root';
import { loadModuleTexts } from '../../i18n';

/**
 * /{module}/{detail}, e.g. a wiki article /wiki/3: exists exactly when /{module} does and the module
 * declares `detailRoute`; anything else is a 404.
 */
export const Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '$module/$detail',
  beforeLoad: async ({ context, params }) => {
    await guardGeneralModule(context.queryClient, params.module);
    if (!moduleDefinition(params.module)?.detailRoute) throw notFound();
  },
  // The module's own texts (tools/split-texts.ts): the page never shows their keys.
  loader: ({ params }) => loadModuleTexts(params.module),
  component: GeneralModuleDetailRoute,
  // A page that fails keeps the portal's shell around its message: the resident's sidebar stays.
  errorComponent: ErrorContent,
});

function GeneralModuleDetailRoute() {
  const { module, detail } = Route.useParams();
  return <ModulePage module={module} objectId={null} detail={detail} />;
}
