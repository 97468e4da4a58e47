import { Badge } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { CalendarBooking } from '../types';
import { bookingKind, kindColor } from '../utils/booking-colors';

export type MonthBookingsTableProps = {
  bookings: readonly CalendarBooking[];
  isLoading: boolean;
  onOpen: (booking: CalendarBooking) => void;
};

const column = createColumnHelper<CalendarBooking>();

/** The month's bookings under the calendar: placement, week, campaign or reservation, reason. */
export function MonthBookingsTable({ bookings, isLoading, onOpen }: MonthBookingsTableProps) {
  const { t } = useTranslation('bookingCalendar');
  const columns = useMemo(
    () => [
      column.accessor((row) => row.placement.name, { id: 'placement', header: t('table.placement') }),
      column.accessor('startDate', {
        header: t('table.dates'),
        cell: (c) =>
          t('dates', {
            start: formatDay(c.getValue(), 'UTC'),
            end: formatDay(c.row.original.endDate, 'UTC'),
          }),
      }),
      column.accessor((row) => bookingKind(row), {
        id: 'kind',
        header: t('table.kind'),
        cell: (c) => (
          <Badge variant="light" color={kindColor[c.getValue()]}>
            {t(`legend.${c.getValue()}`)}
          </Badge>
        ),
      }),
      column.accessor((row) => row.campaignName ?? '', { id: 'campaign', header: t('table.campaign') }),
      column.accessor((row) => (row.isReservation ? (row.note ?? '') : ''), {
        id: 'reason',
        header: t('table.reason'),
      }),
    ],
    [t],
  );
  return (
    <DataTable
      label={t('table.label')}
      data={bookings}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText={t('table.none')}
      isLoading={isLoading}
      clientSort
      onRowClick={onOpen}
      rowAttributes={(row) => ({ 'data-testid': 'month-booking-row', 'data-kind': bookingKind(row) })}
    />
  );
}
