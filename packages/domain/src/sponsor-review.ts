/** Staff review decisions (spec 2 §4): approve → SCHEDULED, reject → REJECTED. */
export const REVIEW_DECISIONS = ['SCHEDULED', 'REJECTED'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/**
 * Which saved statuses a decision may follow (docs/decisions/0082): a campaign is approved from review (or
 * after a rejection), and rejected while it waits or runs; an ended (COMPLETED), removed or draft one is
 * neither. The server refuses any other; the wizard offers only these.
 */
export const reviewableFrom: Record<ReviewDecision, readonly string[]> = {
  SCHEDULED: ['PENDING_FOR_APPROVAL', 'REJECTED'],
  REJECTED: ['PENDING_FOR_APPROVAL', 'SCHEDULED', 'DELIVERING', 'NOT_DELIVERING', 'PAUSED', 'STARTED'],
};

export function mayDecide(decision: ReviewDecision, status: string | null | undefined): boolean {
  return status != null && reviewableFrom[decision].includes(status);
}
