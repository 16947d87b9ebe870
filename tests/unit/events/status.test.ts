import { describe, expect, it } from 'vitest';
import { WorkEvent, WorkStatus, directStatus, orderStatus, statusShowsDate, type EventStatus } from '../../../src/events/status';

const day = new Date(Date.UTC(2026, 10, 21));
const invalid = new Date(Number.NaN);

describe('orderStatus (container orders)', () => {
  it.each<[string, number, Date | null | undefined, Date | null | undefined, EventStatus]>([
    ['status 1 is recorded', 1, null, null, 'recorded'],
    ['status 1 stays recorded even with dates', 1, day, day, 'recorded'],
    ['status 3 without planned date is recorded', 3, null, null, 'recorded'],
    ['status 3 with undefined planned date is recorded', 3, undefined, undefined, 'recorded'],
    ['status 3 with an invalid planned date is recorded', 3, invalid, null, 'recorded'],
    ['status 3 with planned date is planned', 3, day, null, 'planned'],
    ['status 4 without finished date is recorded', 4, day, null, 'recorded'],
    ['status 4 with finished date is done', 4, null, day, 'done'],
    ['status 6 is canceled', 6, null, null, 'canceled'],
    ['status 6 with dates is still canceled', 6, day, day, 'canceled'],
    ['status 7 is error', 7, day, day, 'error'],
    ['status 0 is unknown', 0, day, day, 'unknown'],
    ['status 2 (unnamed) is unknown', 2, null, null, 'unknown'],
    ['event code 16 is not a status', 16, null, null, 'unknown'],
  ])('%s', (_name, status, plannedDate, finishedDate, expected) => {
    expect(orderStatus({ status, plannedDate, finishedDate })).toBe(expected);
  });
});

describe('directStatus (bulky-waste, driving and collection orders)', () => {
  it.each<[number, EventStatus]>([
    [WorkStatus.Unknown, 'unknown'],
    [WorkStatus.Recorded, 'recorded'],
    [WorkStatus.Planned, 'planned'],
    [WorkStatus.Done, 'done'],
    [WorkStatus.Canceled, 'canceled'],
    [WorkStatus.Error, 'error'],
    [5, 'unknown'],
    [WorkEvent.Error, 'unknown'],
    [-1, 'unknown'],
  ])('status %i -> %s', (status, expected) => {
    expect(directStatus(status)).toBe(expected);
  });
});

describe('codes and texts', () => {
  it('keeps the documented numbering', () => {
    expect(WorkStatus).toEqual({ Unknown: 0, Recorded: 1, Planned: 3, Done: 4, Canceled: 6, Error: 7 });
    expect(Object.values(WorkEvent)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
  it('shows a date only for recorded, planned and done', () => {
    expect((['recorded', 'planned', 'done', 'canceled', 'error', 'unknown'] as const).map(statusShowsDate)).toEqual([
      true, true, true, false, false, false,
    ]);
  });
});
