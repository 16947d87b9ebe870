import { createRoute } from '@tanstack/react-router';
import { Route as guardRoute } from './objects-guard';

/** /objects: the guard always redirects to the user's object and default module. */
export const Route = createRoute({
  getParentRoute: () => guardRoute,
  path: 'objects',
});
