import { createRoute } from '@tanstack/react-router';
import { Route as guardRoute } from './objects-guard';

/** /objects/{id}: the guard completes it with the default module. */
export const Route = createRoute({
  getParentRoute: () => guardRoute,
  path: 'objects/$id',
});
