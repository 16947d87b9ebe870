/**
 * Status text of an event (SPEC.md section 2 "Event history"): recorded/planned/done with their
 * date in de-DE format, error and canceled without a date.
 */
import { formatDate } from '../i18n/format';
import type { PortalEvent } from './events';
import { statusShowsDate, statusTextKey } from './status';

export function statusDate(event: PortalEvent): Date | null {
  switch (event.status) {
    case 'recorded':
      return event.recordedDate ?? event.lastDate;
    case 'planned':
      return event.plannedDate;
    case 'done':
      return event.finishedDate;
    default:
      return null;
  }
}

export function eventStatusText(event: PortalEvent): { key: string; params: Record<string, string> } {
  const date = statusShowsDate(event.status) ? statusDate(event) : null;
  return { key: statusTextKey[event.status], params: { date: date ? formatDate(date, 'dd.MM.yyyy') : '' } };
}
