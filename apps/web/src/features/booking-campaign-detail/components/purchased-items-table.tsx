import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import type { BookingCampaignDetail } from '../api/get-booking-campaign';

type Purchased = BookingCampaignDetail['purchasedItems'][number];
const column = createColumnHelper<Purchased>();
const right = { align: 'right' } as const;

/** What was bought per venture, in its currency, and the campaign's totals in the wallet currency. */
export function PurchasedItemsTable({ campaign }: { campaign: BookingCampaignDetail }) {
  const { t } = useTranslation('bookingDetail');
  const wallet = campaign.currency;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's own column arrays mix value types this way.
  const columns = useMemo<ColumnDef<Purchased, any>[]>(
    () => [
      column.accessor('ventureName', { id: 'venture', header: t('purchased.venture') }),
      column.accessor('segmentName', { id: 'segment', header: t('purchased.segment') }),
      column.accessor('currency', { id: 'currency', header: t('purchased.currency') }),
      column.accessor('rate', { id: 'rate', header: t('purchased.rate'), meta: right }),
      column.accessor('tax', {
        id: 'tax',
        header: t('purchased.tax'),
        cell: (c) => `${c.getValue()}%`,
        meta: right,
      }),
      column.accessor('subTotal', {
        id: 'subTotal',
        header: t('purchased.subTotal'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency} />,
        meta: right,
      }),
      column.accessor('discountAmount', {
        id: 'discount',
        header: t('purchased.discount'),
        cell: (c) => (
          <>
            <Money amount={c.getValue()} currency={c.row.original.currency} /> ({c.row.original.discount}%)
          </>
        ),
        meta: right,
      }),
      column.accessor('taxAmount', {
        id: 'taxAmount',
        header: t('purchased.taxAmount'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency} />,
        meta: right,
      }),
      column.accessor('total', {
        id: 'total',
        header: t('purchased.total'),
        cell: (c) => <Money amount={c.getValue()} currency={c.row.original.currency} />,
        meta: right,
      }),
      column.accessor('totalWallet', {
        id: 'totalWallet',
        header: t('purchased.totalWallet', { currency: wallet }),
        cell: (c) => <Money amount={c.getValue()} currency={wallet} />,
        meta: right,
      }),
    ],
    [t, wallet],
  );
  const totals = [
    ['subTotal', campaign.subTotal],
    ['discount', campaign.discountAmount],
    ['voucher', campaign.voucherAmount],
    ['tax', campaign.taxAmount],
    ['total', campaign.total],
  ] as const;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>{t('purchased.title')}</Title>
        <DataTable
          label={t('purchased.title')}
          data={campaign.purchasedItems}
          columns={columns}
          getRowId={(row) => `${row.ventureId}:${row.segmentName}`}
          minWidth={900}
        />
        <Group justify="flex-end">
          <Table w={320} data-testid="campaign-totals" withRowBorders={false}>
            <Table.Tbody>
              {totals.map(([key, amount]) => (
                <Table.Tr key={key}>
                  <Table.Th>{t(`totals.${key}`)}</Table.Th>
                  <Table.Td ta="right">
                    <Text size="sm" fw={key === 'total' ? 700 : undefined} component="span">
                      <Money amount={amount} currency={wallet} />
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Group>
      </Stack>
    </Card>
  );
}
