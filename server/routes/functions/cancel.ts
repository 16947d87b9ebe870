/** Shared cancel rules (by work status code, server/work-status.ts). */
import { STATUS } from '../../work-status';

/** An order is "recorded" when status 1, 3 without planned date, or 4 without finished date. */
export function isRecordedOrder(status: number, plandatum: number | null, istdatum: number | null): boolean {
  return status === STATUS.recorded || (status === STATUS.planned && plandatum === null) || (status === STATUS.done && istdatum === null);
}
