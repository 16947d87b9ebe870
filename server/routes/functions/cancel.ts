/** Shared cancel rules (SPEC section 4, work status codes). */
export const STATUS = { recorded: 1, planned: 3, done: 4, canceled: 6, error: 7 } as const;

/** An order is "recorded" when status 1, 3 without planned date, or 4 without finished date. */
export function isRecordedOrder(status: number, plandatum: number | null, istdatum: number | null): boolean {
  return status === STATUS.recorded || (status === STATUS.planned && plandatum === null) || (status === STATUS.done && istdatum === null);
}
