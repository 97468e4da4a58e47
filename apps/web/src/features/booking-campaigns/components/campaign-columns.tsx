import { Anchor } from '@mantine/core';
import { formatDateTime, formatDay } from '@portal/domain/day-format';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BookingPaymentBadge, BookingStatusBadge } from '../../../components/booking-status-badge';
import { Money } from '../../../components/money';
import { bookingDetailHref } from '../../../config/paths';
import { withKeptParams } from '../../../lib/query-params';
import type { BookingCampaignRow } from '../api/get-booking-campaigns';

const column = createColumnHelper<BookingCampaignRow>();

/** The ventures a campaign books, each once, in the order of its bookings. */
export function venturesOf(row: BookingCampaignRow): string {
  return [...new Set(row.items.map((item) => item.venture.name))].join(', ');
}

/** Name (to the detail), package, ventures, dates, status, payment, total, created; sortable as the server sorts. */
export function useCampaignColumns(timeZone: string) {
  const { t } = useTranslation('bookingCampaigns');
  const { search } = useLocation();
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's own column arrays mix value types this way.
  return useMemo<ColumnDef<BookingCampaignRow, any>[]>(
    () => [
      column.accessor('name', {
        id: 'name',
        header: t('columns.name'),
        cell: (c) => (
          <Anchor component={Link} to={withKeptParams(bookingDetailHref(c.row.original.id), search)}>
            {c.getValue()}
          </Anchor>
        ),
        meta: { sticky: 'left', minWidth: 200 },
      }),
      column.accessor((row) => `${row.package.code} ${row.package.name}`, {
        id: 'package',
        header: t('columns.package'),
        enableSorting: false,
      }),
      column.accessor(venturesOf, { id: 'ventures', header: t('columns.ventures'), enableSorting: false }),
      column.accessor('startDate', {
        id: 'startDate',
        header: t('columns.dates'),
        cell: (c) =>
          `${formatDay(c.row.original.startDate, timeZone)} – ${formatDay(c.row.original.endDate, timeZone)}`,
      }),
      column.accessor('status', {
        id: 'status',
        header: t('columns.status'),
        cell: (c) => <BookingStatusBadge status={c.getValue()} />,
      }),
      column.accessor('paymentStatus', {
        id: 'paymentStatus',
        header: t('columns.paymentStatus'),
        cell: (c) => <BookingPaymentBadge status={c.getValue()} />,
        enableSorting: false,
      }),
      column.accessor('total', {
        id: 'total',
        header: t('columns.total'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency} />,
        meta: { align: 'right' },
      }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('columns.createdAt'),
        cell: (c) => formatDateTime(c.getValue(), timeZone),
      }),
    ],
    [t, search, timeZone],
  );
}
