import { Badge, type BadgeProps } from '@mantine/core';
import { type BookingCampaignStatus, bookingStatusLabels } from '@portal/domain/booking-status';
import { useTranslation } from 'react-i18next';

/** Palette per booking campaign status (decision 0240); the light variant the theme keeps readable (0142). */
const statusColors: Record<BookingCampaignStatus, string> = {
  DRAFT: 'violet',
  PURCHASED: 'blue',
  PENDING_FOR_APPROVAL: 'yellow',
  APPROVAL_IN_PROGRESS: 'orange',
  APPROVED: 'teal',
  PUBLISHED: 'green',
  DISAPPROVED: 'red',
  CANCELLED: 'gray',
  PENDING_REFUND: 'yellow',
  REFUNDED: 'gray',
  PARTIAL_REFUNDED: 'gray',
};

const paymentColors: Record<string, string> = {
  PENDING: 'yellow',
  PAID: 'green',
  REFUNDED: 'gray',
  PARTIALLY_REFUNDED: 'gray',
};

const neverTruncated = {
  root: { overflow: 'visible', minWidth: 'max-content', maxWidth: 'none' },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;

function isBookingStatus(status: string): status is BookingCampaignStatus {
  return status in bookingStatusLabels;
}

export type BookingStatusBadgeProps = { status: string | null | undefined; size?: BadgeProps['size'] };

/** A status's words in the user's language; spec 3 §3's (`bookingStatusLabels`) when none is written. */
export function useBookingStatusLabel() {
  const { t } = useTranslation('bookingCampaigns');
  return (status: string) =>
    t(`status.${status}`, { defaultValue: isBookingStatus(status) ? bookingStatusLabels[status] : status });
}

/** A booked campaign's status (decision 0240); `data-status` carries the raw value for tests. */
export function BookingStatusBadge({ status, size }: BookingStatusBadgeProps) {
  const label = useBookingStatusLabel();
  if (!status) return null;
  const known = isBookingStatus(status);
  return (
    <Badge
      color={known ? statusColors[status] : 'gray'}
      variant="light"
      size={size}
      styles={neverTruncated}
      data-status={status}
    >
      {label(status)}
    </Badge>
  );
}

/** A booked campaign's payment status: PENDING, PAID, REFUNDED, PARTIALLY_REFUNDED. */
export function BookingPaymentBadge({ status, size }: BookingStatusBadgeProps) {
  const { t } = useTranslation('bookingCampaigns');
  if (!status) return null;
  return (
    <Badge
      color={paymentColors[status] ?? 'gray'}
      variant="light"
      size={size}
      styles={neverTruncated}
      data-status={status}
    >
      {t(`paymentStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
