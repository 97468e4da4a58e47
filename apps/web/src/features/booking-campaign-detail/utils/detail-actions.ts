import {
  type BookingCampaignStatus,
  canTransition,
  isBookingCampaignStatus,
  isCancellable,
} from '@portal/domain/booking-status';
import { type Asker, isAllowed } from '@portal/domain/permissions';
import { roleMatrix } from '@portal/domain/role-matrix';

/** A status change the detail offers: the seller's submit or a staff review step. */
export type StatusAction = { kind: 'status'; to: BookingCampaignStatus };
export type DetailAction = StatusAction | { kind: 'markPaid' } | { kind: 'cancel' };

/** The staff steps in the order they are offered. */
const staffSteps: readonly BookingCampaignStatus[] = [
  'APPROVAL_IN_PROGRESS',
  'APPROVED',
  'DISAPPROVED',
  'PUBLISHED',
];

export type DetailActionInput = {
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  endDate: string;
  /** Today in the venture's calendar. */
  today: string;
  viewer: NonNullable<Asker>;
};

/**
 * What the detail offers this viewer (decision 0240): what the role matrix and the status graph would refuse
 * is not shown. DRAFT → PURCHASED is the wire's confirmation (markCampaignCartPaid), not a status button.
 */
export function detailActions({
  status,
  paymentMethod,
  paymentStatus,
  endDate,
  today,
  viewer,
}: DetailActionInput): DetailAction[] {
  if (!isBookingCampaignStatus(status)) return [];
  const actions: DetailAction[] = [];
  const mayChange = isAllowed(roleMatrix.changeCampaignStatus, viewer);
  if (mayChange && canTransition(status, 'PENDING_FOR_APPROVAL', { isStaff: viewer.isStaff }))
    actions.push({ kind: 'status', to: 'PENDING_FOR_APPROVAL' });
  if (viewer.isStaff) {
    for (const to of staffSteps) {
      if (canTransition(status, to, { isStaff: true })) actions.push({ kind: 'status', to });
    }
  }
  if (
    isAllowed(roleMatrix.markCampaignCartPaid, viewer) &&
    paymentMethod === 'WIRE_TRANSFER' &&
    paymentStatus === 'PENDING' &&
    !['CANCELLED', 'PENDING_REFUND', 'REFUNDED', 'PARTIAL_REFUNDED'].includes(status)
  )
    actions.push({ kind: 'markPaid' });
  if (isAllowed(roleMatrix.cancelCampaign, viewer) && isCancellable(status, today, endDate))
    actions.push({ kind: 'cancel' });
  return actions;
}
