import { createRoute, notFound } from '@tanstack/react-router';
import { cachedGate } from '../../api/queries/meta';
import { loadEventsFor, supportsEvents } from '../events';
import { HistoryPage } from '../pages/HistoryPage';
import { Route as guardRoute } from './objects-guard';

/**
 * /objects/{id}/history: the object's event history as a page of its own, so its
 * cancel and claim actions are reachable at every width, not only where the sidebar fits. Not a
 * module of docs/behaviour.md (it has no general page and no portal.json switch): it exists exactly
 * when the menu offers it, i.e. when the backend has an event history; otherwise it is a 404 like
 * every fourth segment that is no enabled module. The static segment outranks `$module`.
 */
export const Route = createRoute({
  getParentRoute: () => guardRoute,
  path: 'objects/$id/history',
  beforeLoad: ({ context }) => {
    // Unknown capabilities (the metadata failed to load) hide the menu entry too.
    if (!supportsEvents(cachedGate(context.queryClient))) throw notFound();
  },
  // The history's actor is fetched with the first object page (app/events.ts).
  loader: ({ params }) => loadEventsFor(Number(params.id)),
  component: HistoryPage,
});
