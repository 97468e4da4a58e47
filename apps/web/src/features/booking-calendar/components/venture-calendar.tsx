import { Alert, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { earliestBookableDay } from '@portal/domain/booking-dates';
import { formatDay } from '@portal/domain/day-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useBookCampaignPlacement } from '../api/book-campaign-placement';
import { useCurrentBookings } from '../api/get-current-bookings';
import { useReleaseBooking } from '../api/release-booking';
import type { CalendarBooking, CalendarPlacement, CalendarSegment, CalendarVenture } from '../types';
import { firstDayOf, lastDayOf } from '../utils/month-grid';
import { BookingDetailsModal } from './booking-details-modal';
import { MonthBookingsTable } from './month-bookings-table';
import { MonthCalendar } from './month-calendar';
import { PlacementLegend } from './placement-legend';
import { ReserveModal } from './reserve-modal';

export type VentureCalendarProps = {
  venture: CalendarVenture;
  segment: CalendarSegment;
  /** null: every placement of the segment. */
  placement: CalendarPlacement | null;
  month: string;
  /** Today in the venture's calendar. */
  today: string;
};

const refreshes = { additionalTypenames: ['Booking'] };

/** The month's bookings of a segment (or one placement), the reservation of a free week and the release of one. */
export function VentureCalendar({ venture, segment, placement, month, today }: VentureCalendarProps) {
  const { t } = useTranslation('bookingCalendar');
  const [{ data, fetching, error }, refetch] = useCurrentBookings({
    fromDate: firstDayOf(month),
    toDate: lastDayOf(month),
    ventureId: venture.id,
    segmentId: segment.id,
    placementId: placement?.id ?? null,
  });
  const [reserving, reserve] = useBookCampaignPlacement();
  const [releasing, release] = useReleaseBooking();
  const [reserveDay, setReserveDay] = useState<string | null>(null);
  const [opened, setOpened] = useState<CalendarBooking | null>(null);
  const [modalLines, setModalLines] = useState<string[]>([]);
  const [isPlacementHint, setPlacementHint] = useState(false);
  const bookings = data?.currentBookings.currentBookings ?? [];
  const isLoading = !data && fetching;

  const onDay = (day: string) => {
    setPlacementHint(placement === null);
    if (placement === null) return;
    setModalLines([]);
    setReserveDay(day);
  };
  const onBooking = (booking: CalendarBooking) => {
    setModalLines([]);
    setOpened(booking);
  };
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    refetch({ requestPolicy: 'network-only' });
  };

  const confirmReserve = async (week: { startDate: string; endDate: string; reserveReason: string }) => {
    if (!placement) return;
    setModalLines([]);
    const result = await reserve(
      { ventureId: venture.id, segmentId: segment.id, placementId: placement.id, ...week },
      refreshes,
    );
    const payload = result.data?.bookCampaignPlacement;
    if (!payload?.ok) {
      setModalLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    setReserveDay(null);
    done(
      t('reserve.done', {
        placement: placement.name,
        start: formatDay(week.startDate, 'UTC'),
        end: formatDay(week.endDate, 'UTC'),
      }),
    );
  };

  const confirmRelease = async (booking: CalendarBooking) => {
    setModalLines([]);
    const result = await release({ bookingId: booking.id }, refreshes);
    const payload = result.data?.releaseBooking;
    if (!payload?.ok) {
      setModalLines(errorLines({ errors: payload?.errors, error: result.error }));
      return;
    }
    setOpened(null);
    done(
      t('details.released', {
        placement: booking.placement.name,
        start: formatDay(booking.startDate, 'UTC'),
        end: formatDay(booking.endDate, 'UTC'),
      }),
    );
  };

  return (
    <Stack gap="md">
      <ErrorBanner lines={error ? errorLines({ error }) : []} />
      <PlacementLegend placements={segment.placements} showsPlacements={placement === null} />
      {isPlacementHint && placement === null ? (
        <Alert color="blue" variant="light" role="status">
          {t('pickPlacement')}
        </Alert>
      ) : null}
      <MonthCalendar
        month={month}
        bookings={bookings}
        placementIds={segment.placements.map((p) => p.id)}
        placementId={placement?.id ?? null}
        earliestBookableDay={earliestBookableDay(today, venture.code)}
        isLoading={isLoading}
        onDay={onDay}
        onBooking={onBooking}
      />
      <Title order={3}>{t('table.title')}</Title>
      <MonthBookingsTable bookings={bookings} isLoading={isLoading} onOpen={onBooking} />
      <ReserveModal
        request={
          reserveDay && placement
            ? {
                day: reserveDay,
                today,
                code: venture.code,
                ventureName: venture.name,
                placementName: placement.name,
              }
            : null
        }
        errorLines={modalLines}
        isSending={reserving.fetching}
        onClose={() => setReserveDay(null)}
        onConfirm={(week) => void confirmReserve(week)}
      />
      <BookingDetailsModal
        booking={opened}
        errorLines={modalLines}
        isReleasing={releasing.fetching}
        onClose={() => setOpened(null)}
        onRelease={(booking) => void confirmRelease(booking)}
      />
    </Stack>
  );
}
