import { Badge, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/error-banner';
import type { CalendarBooking } from '../types';
import { bookingKind, kindColor } from '../utils/booking-colors';

export type BookingDetailsModalProps = {
  /** null: closed. */
  booking: CalendarBooking | null;
  errorLines: readonly string[];
  isReleasing: boolean;
  onClose: () => void;
  /** A reservation only, after its confirmation. */
  onRelease: (booking: CalendarBooking) => void;
};

/** A booking's placement, week and campaign or reason; a staff reservation can be released (confirmed first). */
export function BookingDetailsModal({ booking, ...props }: BookingDetailsModalProps) {
  const { t } = useTranslation('bookingCalendar');
  return (
    <Modal opened={booking !== null} onClose={props.onClose} title={t('details.title')}>
      {booking ? <DetailsBody key={booking.id} booking={booking} {...props} /> : null}
    </Modal>
  );
}

function DetailsBody({
  booking,
  errorLines,
  isReleasing,
  onClose,
  onRelease,
}: BookingDetailsModalProps & { booking: CalendarBooking }) {
  const { t } = useTranslation('bookingCalendar');
  const [isConfirming, setConfirming] = useState(false);
  const kind = bookingKind(booking);
  const rows: [string, string][] = [
    [t('details.venture'), booking.venture.name],
    [t('details.segment'), booking.segment.name],
    [t('details.placement'), booking.placement.name],
    [
      t('details.dates'),
      t('dates', { start: formatDay(booking.startDate, 'UTC'), end: formatDay(booking.endDate, 'UTC') }),
    ],
    booking.isReservation
      ? [t('details.reason'), booking.note ?? '']
      : [t('details.campaign'), booking.campaignName ?? ''],
  ];
  return (
    <Stack gap="sm">
      <Badge variant="light" color={kindColor[kind]} w="fit-content">
        {t(`legend.${kind}`)}
      </Badge>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {rows.flatMap(([label, value]) => [
          <Text key={`${label}-label`} size="sm" c="dimmed">
            {label}
          </Text>,
          <Text key={`${label}-value`} size="sm" data-testid="booking-detail">
            {value}
          </Text>,
        ])}
      </SimpleGrid>
      {isConfirming ? (
        <Text size="sm" fw={500}>
          {t('details.releaseConfirm', {
            placement: booking.placement.name,
            start: formatDay(booking.startDate, 'UTC'),
            end: formatDay(booking.endDate, 'UTC'),
          })}
        </Text>
      ) : null}
      <ErrorBanner lines={errorLines} />
      <Group justify="flex-end">
        <Button variant="default" onClick={isConfirming ? () => setConfirming(false) : onClose}>
          {t(isConfirming ? 'details.back' : 'details.close')}
        </Button>
        {booking.isReservation ? (
          <Button
            color="red"
            loading={isReleasing}
            onClick={() => (isConfirming ? onRelease(booking) : setConfirming(true))}
          >
            {t(isConfirming ? 'details.releaseYes' : 'details.release')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
