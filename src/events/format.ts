/**
 * Status text of an event: recorded/planned/done with their
 * date in de-DE format, error and canceled without a date.
 */
import { formatDate } from '../i18n/format';
import type { PortalEvent } from './events';
import { statusShowsDate, statusTextKey } from './status';

function statusDate(event: PortalEvent): Date | null {
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

const day = (date: Date) => formatDate(date, 'dd.MM.yyyy');

/**
 * A planned or done entry without its own date (claims only know when they were recorded) still
 * shows a date, the recorded one, and never "Erledigt am" with nothing after it.
 */
export function eventStatusText(event: PortalEvent): { key: string; params: Record<string, string> } {
  if (!statusShowsDate(event.status)) return { key: statusTextKey[event.status], params: { date: '' } };
  const date = statusDate(event);
  if (date) return { key: statusTextKey[event.status], params: { date: day(date) } };
  const recorded = event.recordedDate ?? event.lastDate;
  if (recorded && event.status !== 'recorded') return { key: `events.statusRecordedOnly.${event.status}`, params: { date: day(recorded) } };
  return { key: `events.statusUndated.${event.status}`, params: {} };
}
