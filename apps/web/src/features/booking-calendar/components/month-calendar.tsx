import { Box, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { useTranslation } from 'react-i18next';
import type { CalendarBooking } from '../types';
import { bookingKind, bookingLabel, kindColor, placementColors } from '../utils/booking-colors';
import { bookingsOn, gridColumn, monthDays } from '../utils/month-grid';
import { weekdayNames } from '../utils/month-names';

export type MonthCalendarProps = {
  month: string;
  bookings: readonly CalendarBooking[];
  /** The segment's placements in their order: their colours when the calendar shows them all. */
  placementIds: readonly string[];
  /** The chosen placement; null: every placement of the segment. */
  placementId: string | null;
  /** Days before it cannot be reserved: muted. */
  earliestBookableDay: string;
  isLoading: boolean;
  /** A day without a booking of the chosen placement (any day when none is chosen). */
  onDay: (day: string) => void;
  onBooking: (booking: CalendarBooking) => void;
};

/** The month in weeks from Monday; each day shows the bookings covering it, as bars across the week. */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, bookings, placementIds, isLoading } = props;
  const { t, i18n } = useTranslation('bookingCalendar');
  const colors = placementColors(placementIds);
  return (
    <Box pos="relative" data-testid="month-calendar" aria-busy={isLoading}>
      <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
        {weekdayNames(i18n.language).map((name) => (
          <Text key={name} size="xs" fw={600} c="dimmed" ta="center">
            {name}
          </Text>
        ))}
        {monthDays(month).map((day, index) => (
          <DayCell
            key={day}
            {...props}
            day={day}
            // The first day sits under its weekday; the grid wraps the rest.
            column={index === 0 ? gridColumn(day) : undefined}
            isRowStart={gridColumn(day) === 1}
            dayBookings={bookingsOn(day, bookings)}
            colors={colors}
          />
        ))}
      </Box>
      {isLoading ? (
        <Group pos="absolute" top={8} right={8} gap={4}>
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t('loading')}
          </Text>
        </Group>
      ) : null}
    </Box>
  );
}

type DayCellProps = MonthCalendarProps & {
  day: string;
  column: number | undefined;
  isRowStart: boolean;
  dayBookings: CalendarBooking[];
  colors: Map<string, string>;
};

function DayCell({
  day,
  column,
  isRowStart,
  dayBookings,
  colors,
  placementId,
  earliestBookableDay,
  ...props
}: DayCellProps) {
  const { t } = useTranslation('bookingCalendar');
  const isMuted = day < earliestBookableDay;
  const isTaken = placementId !== null && dayBookings.some((booking) => booking.placement.id === placementId);
  const written = formatDay(day, 'UTC');
  return (
    <Box
      data-testid="calendar-day"
      data-day={day}
      data-muted={isMuted ? 'true' : 'false'}
      mih={92}
      p={4}
      bg={isMuted ? 'gray.1' : undefined}
      style={{
        gridColumnStart: column,
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
        opacity: isMuted ? 0.7 : 1,
      }}
    >
      {isTaken ? (
        <Text size="sm" c="dimmed">
          {Number(day.slice(8))}
        </Text>
      ) : (
        <UnstyledButton
          onClick={() => props.onDay(day)}
          aria-label={t(isMuted ? 'day.tooSoon' : 'day.reserve', { day: written })}
          title={t(isMuted ? 'day.tooSoon' : 'day.reserve', { day: written })}
          w="100%"
        >
          <Text size="sm" c={isMuted ? 'dimmed' : undefined} fw={500}>
            {Number(day.slice(8))}
          </Text>
        </UnstyledButton>
      )}
      {dayBookings.map((booking) => (
        <BookingBar
          key={booking.id}
          booking={booking}
          // The name is written where the bar starts: its first day, or the first day of a grid row or month.
          isLabelled={booking.startDate === day || isRowStart || day.endsWith('-01')}
          showsPlacement={placementId === null}
          placementColor={colors.get(booking.placement.id) ?? 'gray'}
          onBooking={props.onBooking}
        />
      ))}
    </Box>
  );
}

type BookingBarProps = {
  booking: CalendarBooking;
  isLabelled: boolean;
  showsPlacement: boolean;
  placementColor: string;
  onBooking: (booking: CalendarBooking) => void;
};

function BookingBar({ booking, isLabelled, showsPlacement, placementColor, onBooking }: BookingBarProps) {
  const { t } = useTranslation('bookingCalendar');
  const kind = bookingKind(booking);
  const label = bookingLabel(booking);
  const text = showsPlacement ? `${booking.placement.name}: ${label}` : label;
  return (
    <UnstyledButton
      onClick={() => onBooking(booking)}
      aria-label={t(`booking.open.${kind}`, { name: label, placement: booking.placement.name })}
      data-testid="calendar-booking"
      data-kind={kind}
      data-booking-id={booking.id}
      display="block"
      w="100%"
      mt={2}
      px={4}
      bg={`${kindColor[kind]}.1`}
      c={`${kindColor[kind]}.9`}
      style={{
        borderRadius: 3,
        borderLeft: showsPlacement ? `4px solid var(--mantine-color-${placementColor}-6)` : undefined,
        minHeight: 18,
      }}
    >
      <Text size="xs" truncate="end" title={text}>
        {isLabelled ? text : '\u00a0'}
      </Text>
    </UnstyledButton>
  );
}
