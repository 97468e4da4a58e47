import { Card, Stack, Title } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { BookingCampaignDetail } from '../api/get-booking-campaign';

type Item = BookingCampaignDetail['items'][number];
const column = createColumnHelper<Item>();

/** The campaign's booked placements: venture, segment, placement, dates. */
export function CampaignItemsTable({ items }: { items: readonly Item[] }) {
  const { t } = useTranslation('bookingDetail');
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's own column arrays mix value types this way.
  const columns = useMemo<ColumnDef<Item, any>[]>(
    () => [
      column.accessor((row) => row.venture.name, { id: 'venture', header: t('items.venture') }),
      column.accessor((row) => row.segment.name, { id: 'segment', header: t('items.segment') }),
      column.accessor((row) => row.placement.name, { id: 'placement', header: t('items.placement') }),
      column.accessor(
        (row) =>
          `${formatDay(row.startDate, row.venture.timeZone)} – ${formatDay(row.endDate, row.venture.timeZone)}`,
        { id: 'dates', header: t('items.dates') },
      ),
    ],
    [t],
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('items.title')}</Title>
        <DataTable label={t('items.title')} data={items} columns={columns} getRowId={(row) => row.id} />
      </Stack>
    </Card>
  );
}
