import type { QueryClient } from '@tanstack/react-query';
import { objectByIdQueryOptions } from '../api/queries/object-by-id';
import { objectsQueryOptions } from '../api/queries/objects';
import { getSession, sessionActor } from '../session/session';
import { portalConfig } from './config';
import type { GuardDeps } from './guard';

/** The guard's dependencies in the running app: TanStack Query for data, the session actor. */
export function guardDeps(queryClient: QueryClient): GuardDeps {
  return {
    session: getSession,
    loadObjects: async () => {
      const objects = await queryClient.ensureQueryData(objectsQueryOptions());
      sessionActor.send({ type: 'OBJECTS_LOADED', count: objects.length });
      return objects;
    },
    checkObject: (id) => queryClient.fetchQuery(objectByIdQueryOptions(id)),
    logout: (reason) => sessionActor.send({ type: 'LOGOUT', reason }),
    defaultModule: portalConfig.defaultModule,
  };
}
