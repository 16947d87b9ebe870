/**
 * Meta information on the first navigation (SPEC section 4): the live $metadata becomes the
 * capabilities. Maintenance clears it and goes to /?maintenance; any other failure logs the user
 * out and records an error for the snackbar, and the portal carries on without capabilities.
 */
import type { QueryClient } from '@tanstack/react-query';
import { MaintenanceError } from '../api/errors';
import { metaQueryKey, metaQueryOptions } from '../api/queries/meta';
import type { LogoutReason } from '../session/types';

export interface MetaDeps {
  logout(reason: LogoutReason): void;
  showError(message: string): void;
  errorText: string;
}

export type MetaOutcome = 'loaded' | 'failed' | 'maintenance';

export async function loadMeta(queryClient: QueryClient, deps: MetaDeps): Promise<MetaOutcome> {
  try {
    await queryClient.ensureQueryData(metaQueryOptions());
    return 'loaded';
  } catch (error) {
    if (error instanceof MaintenanceError) {
      queryClient.removeQueries({ queryKey: metaQueryKey });
      return 'maintenance';
    }
    deps.logout('error');
    deps.showError(deps.errorText);
    return 'failed';
  }
}
