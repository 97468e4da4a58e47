/**
 * A booking campaign's statuses and the graph between them (decision 0240 "Statuses"). `changeCampaignStatus`
 * asks `canTransition`; the cancelling outcomes (CANCELLED, PENDING_REFUND, REFUNDED, PARTIAL_REFUNDED) are
 * set by `cancelCampaign` (and the provider's refund confirmation), never by a status change.
 */
export const bookingCampaignStatuses = [
  'DRAFT',
  'PURCHASED',
  'PENDING_FOR_APPROVAL',
  'APPROVAL_IN_PROGRESS',
  'APPROVED',
  'PUBLISHED',
  'DISAPPROVED',
  'CANCELLED',
  'PENDING_REFUND',
  'REFUNDED',
  'PARTIAL_REFUNDED',
] as const;

export type BookingCampaignStatus = (typeof bookingCampaignStatuses)[number];

export const bookingPaymentStatuses = ['PENDING', 'PAID', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type BookingPaymentStatus = (typeof bookingPaymentStatuses)[number];

/** Spec 3 §3's words. */
export const bookingStatusLabels: Record<BookingCampaignStatus, string> = {
  DRAFT: 'Draft',
  PURCHASED: 'Purchased',
  PENDING_FOR_APPROVAL: 'Pending for Approval',
  APPROVAL_IN_PROGRESS: 'Approval in Progress',
  APPROVED: 'Approved',
  PUBLISHED: 'Published',
  DISAPPROVED: 'Disapproved',
  CANCELLED: 'Cancelled',
  PENDING_REFUND: 'Pending refund',
  REFUNDED: 'Refunded',
  PARTIAL_REFUNDED: 'Partial refunded',
};

export function isBookingCampaignStatus(value: string): value is BookingCampaignStatus {
  return (bookingCampaignStatuses as readonly string[]).includes(value);
}

/** The statuses cancelling (and a refund's confirmation) leads to; never the target of a status change. */
export const cancelOutcomeStatuses: readonly BookingCampaignStatus[] = [
  'CANCELLED',
  'PENDING_REFUND',
  'REFUNDED',
  'PARTIAL_REFUNDED',
];

/** The graph's edges a status change may take (staff, except the seller's submit). */
const changeEdges: Record<BookingCampaignStatus, readonly BookingCampaignStatus[]> = {
  DRAFT: ['PURCHASED'],
  PURCHASED: ['PENDING_FOR_APPROVAL'],
  PENDING_FOR_APPROVAL: ['APPROVAL_IN_PROGRESS', 'APPROVED', 'DISAPPROVED'],
  APPROVAL_IN_PROGRESS: ['APPROVED', 'DISAPPROVED'],
  APPROVED: ['PUBLISHED'],
  PUBLISHED: [],
  DISAPPROVED: ['PENDING_FOR_APPROVAL'],
  CANCELLED: [],
  PENDING_REFUND: [],
  REFUNDED: [],
  PARTIAL_REFUNDED: [],
};

/** The seller's one move: PURCHASED or DISAPPROVED → PENDING_FOR_APPROVAL. */
export function isSubmit(from: BookingCampaignStatus, to: BookingCampaignStatus): boolean {
  return to === 'PENDING_FOR_APPROVAL' && (from === 'PURCHASED' || from === 'DISAPPROVED');
}

/** Whether `changeCampaignStatus` may move a campaign from `from` to `to`: sellers only submit, staff the rest. */
export function canTransition(
  from: BookingCampaignStatus,
  to: BookingCampaignStatus,
  actor: { isStaff: boolean },
): boolean {
  if (!actor.isStaff) return isSubmit(from, to);
  return changeEdges[from]?.includes(to) ?? false;
}

/** Whether a staff change to `to` needs a reject reason (DISAPPROVED). */
export function needsRejectReason(to: BookingCampaignStatus): boolean {
  return to === 'DISAPPROVED';
}

/** Placement fields can be filled while PURCHASED, PENDING_FOR_APPROVAL or DISAPPROVED. */
export function isEditable(status: BookingCampaignStatus): boolean {
  return status === 'PURCHASED' || status === 'PENDING_FOR_APPROVAL' || status === 'DISAPPROVED';
}

const cancellableBeforePublish: readonly BookingCampaignStatus[] = [
  'DRAFT',
  'PURCHASED',
  'PENDING_FOR_APPROVAL',
  'APPROVAL_IN_PROGRESS',
  'APPROVED',
  'DISAPPROVED',
];

/** DRAFT..DISAPPROVED always; PUBLISHED while today ≤ its end date. */
export function isCancellable(status: BookingCampaignStatus, today: string, endDate: string): boolean {
  if (cancellableBeforePublish.includes(status)) return true;
  return status === 'PUBLISHED' && today <= endDate;
}
