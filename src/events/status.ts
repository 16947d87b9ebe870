/**
 * Work status codes of the authority's backend and the derived status shown in the event history
 * (docs/behaviour.md, "Statuses"). Pure; no I/O.
 */

/** Status codes an order, bulky-waste order, driving or collection order can carry. */
export const WorkStatus = {
  Unknown: 0,
  Recorded: 1,
  Planned: 3,
  Done: 4,
  Canceled: 6,
  Error: 7,
} as const;
export type WorkStatusCode = (typeof WorkStatus)[keyof typeof WorkStatus];

/** Event codes reported by vehicles; they never become an event's status on their own. */
export const WorkEvent = {
  Start: 10,
  End: 11,
  Interruption: 12,
  Continued: 13,
  Restarted: 14,
  Untouched: 15,
  Cancel: 16,
  Error: 17,
  Unplanned: 18,
} as const;
export type WorkEventCode = (typeof WorkEvent)[keyof typeof WorkEvent];

/** The status the portal shows. `unknown` covers codes docs/behaviour.md does not name (0, 2, 5, 10-18, …). */
export type EventStatus = 'recorded' | 'planned' | 'done' | 'canceled' | 'error' | 'unknown';

export interface OrderStatusInput {
  status: number;
  plannedDate: Date | null | undefined;
  finishedDate: Date | null | undefined;
}

const isDate = (value: Date | null | undefined): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/**
 * Container orders (Auftraege): the backend sets "planned" or "done" before the date is known, so a
 * missing date demotes the order to "recorded" (the user must not see "planned" without a day).
 */
export function orderStatus({ status, plannedDate, finishedDate }: OrderStatusInput): EventStatus {
  switch (status) {
    case WorkStatus.Recorded:
      return 'recorded';
    case WorkStatus.Planned:
      return isDate(plannedDate) ? 'planned' : 'recorded';
    case WorkStatus.Done:
      return isDate(finishedDate) ? 'done' : 'recorded';
    case WorkStatus.Canceled:
      return 'canceled';
    case WorkStatus.Error:
      return 'error';
    default:
      return 'unknown';
  }
}

/** Bulky-waste, driving and collection orders (and claims) use their Status code as is. */
export function directStatus(status: number): EventStatus {
  switch (status) {
    case WorkStatus.Recorded:
      return 'recorded';
    case WorkStatus.Planned:
      return 'planned';
    case WorkStatus.Done:
      return 'done';
    case WorkStatus.Canceled:
      return 'canceled';
    case WorkStatus.Error:
      return 'error';
    default:
      return 'unknown';
  }
}

/** i18n key of the status text; recorded/planned/done take a `{date}` param, the others none. */
export const statusTextKey: Record<EventStatus, string> = {
  recorded: 'events.status.recorded',
  planned: 'events.status.planned',
  done: 'events.status.done',
  canceled: 'events.status.canceled',
  error: 'events.status.error',
  unknown: 'events.status.unknown',
};

/** Whether the status text carries a date. */
export function statusShowsDate(status: EventStatus): boolean {
  return status === 'recorded' || status === 'planned' || status === 'done';
}
