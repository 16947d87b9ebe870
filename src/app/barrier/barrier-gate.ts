/**
 * What /barriere-melden offers: the generated form where the authority's backend (its live
 * $metadata and the generated client) has MeldeBarriere and codegen made a form of it; otherwise a
 * link to the configured contact (feedback-contact.ts), so the page is never a dead end; only
 * without either, a plain note.
 */
import type { FeedbackContact } from './feedback-contact';

export const REPORT_FUNCTION = 'MeldeBarriere';

export type BarrierReportOffer = { kind: 'form' } | FeedbackContact | { kind: 'none' };

export function barrierReportOffer(hasFunction: boolean, hasForm: boolean, contact: FeedbackContact | null): BarrierReportOffer {
  if (hasFunction && hasForm) return { kind: 'form' };
  return contact ?? { kind: 'none' };
}
