/** The German text and status for any error that reaches a page. */
import type { TFunction } from 'i18next';
import { HttpError, MaintenanceError, NetworkError, NotFoundError, statusOf, TimeoutError } from '../../api/errors';

export function describeError(error: unknown, t: TFunction): { status: number; message: string } {
  const status = statusOf(error);
  if (error instanceof NotFoundError) {
    return { status, message: error.objectId ? t('errorPage.objectNotFound', { id: error.objectId }) : t('errorPage.notFound') };
  }
  if (error instanceof MaintenanceError) return { status, message: t('maintenance.text') };
  if (error instanceof NetworkError) return { status, message: t('errorPage.network') };
  if (error instanceof TimeoutError) return { status, message: t(error.messageKey) };
  // Server messages are German already; technical JS messages are not shown to residents.
  if (error instanceof HttpError && error.message) return { status, message: error.message };
  return { status, message: t('errorPage.unknown') };
}
