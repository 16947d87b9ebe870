/**
 * Meta information on the first navigation: the live $metadata becomes the
 * capabilities. Maintenance clears it and goes to /?maintenance; so does an outage (no answer, a
 * 5xx, a timeout): the backend is away, the session is not the problem, and logging the resident
 * out would lose it for nothing; the maintenance page offers the retry. Any other
 * failure (an unreadable document) logs the user out and records an error for the snackbar, and the
 * portal carries on without capabilities.
 */
import type { QueryClient } from '@tanstack/react-query';
import { HttpError, MaintenanceError, NetworkError, TimeoutError } from '../api/errors';
import { metaQueryKey, metaQueryOptions, type MetaTransport } from '../api/queries/meta';
import type { LogoutReason } from '../session/types';

export interface MetaDeps {
  logout(reason: LogoutReason): void;
  showError(message: string): void;
  errorText: string;
  /** Reads the `$metadata`; the portal's transport when not given (tests hand in their own). */
  transport?: MetaTransport;
}

export type MetaOutcome = 'loaded' | 'failed' | 'maintenance';

/** The backend did not answer usefully: maintenance, no connection, a server error, a timeout. */
const isOutage = (error: unknown): boolean =>
  error instanceof MaintenanceError || error instanceof NetworkError || error instanceof TimeoutError || (error instanceof HttpError && error.status >= 500);

export async function loadMeta(queryClient: QueryClient, deps: MetaDeps): Promise<MetaOutcome> {
  try {
    await queryClient.ensureQueryData(metaQueryOptions(deps.transport));
    return 'loaded';
  } catch (error) {
    if (isOutage(error)) {
      queryClient.removeQueries({ queryKey: metaQueryKey });
      return 'maintenance';
    }
    deps.logout('error');
    deps.showError(deps.errorText);
    return 'failed';
  }
}
