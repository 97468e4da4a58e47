import { Text } from '@mantine/core';
import { numberFormat } from '@portal/domain/intl-formats';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { Money } from '../../../components/money';
import { catalogName } from '../../../lib/country-name';
import type { WalletTransaction } from '../api/get-wallet-transactions';
import { type MoneyCurrency, useFormatDate } from '../hooks/use-billing-format';
import { TransactionStatusIcon } from './transaction-status-icon';

export type TransactionsList = {
  objects: readonly WalletTransaction[];
  page: number;
  numPages: number;
  totalCount: number;
};

export type TransactionsTableProps = {
  list: TransactionsList | undefined;
  isLoading: boolean;
  currency: MoneyCurrency | null;
  timeZone: string | null;
  onPageChange: (page: number) => void;
};

const column = createColumnHelper<WalletTransaction>();

/** Wallet transactions: income in blue, spends in black; balance after each movement. Not sortable. */
export function TransactionsTable({
  list,
  isLoading,
  currency,
  timeZone,
  onPageChange,
}: TransactionsTableProps) {
  const { t, i18n } = useTranslation('billing');
  const date = useFormatDate(timeZone);
  const columns = useMemo(() => {
    // Counts in the user's language, as the amounts beside them (not the browser's: '8,930' next to pt figures).
    const counts = numberFormat(i18n.language);
    // Clicks and impressions belong to ad spend only. Income (a top-up) and a non-ad debit (a booking)
    // have no delivery behind them: a dash rather than a zero. An ad-spend row keeps its real 0.
    const count = (value: number, row: WalletTransaction) =>
      row.isIncome || !row.adType ? '—' : counts.format(value);
    return [
      column.accessor('chargeDate', {
        header: t('transactions.chargeDate'),
        cell: (c) => date(c.getValue(), true),
      }),
      // What the movement was ('Top-up', 'Booking …', the ad spend), as the CSV export carries it.
      column.accessor('description', {
        header: t('transactions.description'),
        cell: (c) => c.getValue() || '—',
      }),
      column.accessor('brand', { header: t('transactions.brand'), cell: (c) => c.getValue() ?? '—' }),
      column.accessor((row) => (row.catalog ? catalogName(row.catalog, i18n.language) : null), {
        id: 'catalog',
        header: t('transactions.catalog'),
        cell: (c) => c.getValue() ?? '—',
      }),
      column.accessor('adType', {
        header: t('transactions.adType'),
        cell: (c) => {
          const adType = c.getValue();
          return adType ? t(`adType.${adType}`) : '—';
        },
      }),
      column.accessor('clicks', {
        header: t('transactions.clicks'),
        meta: { align: 'right' },
        cell: (c) => count(c.getValue(), c.row.original),
      }),
      column.accessor('impressions', {
        header: t('transactions.impressions'),
        meta: { align: 'right' },
        cell: (c) => count(c.getValue(), c.row.original),
      }),
      column.accessor('amount', {
        header: t('transactions.amount'),
        meta: { align: 'right' },
        cell: ({ row: { original: row } }) => (
          <Text
            span
            size="sm"
            fw={600}
            // blue.9: blue.7 read at 3.98:1 on the striped rows' grey.
            c={row.status === 'FAILED' ? 'gray.6' : row.isIncome ? 'blue.9' : 'black'}
            data-testid="transaction-amount"
          >
            <Money amount={row.amount} currency={currency} />
          </Text>
        ),
      }),
      column.accessor('balanceAfter', {
        header: t('transactions.balanceAfter'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={currency} />,
      }),
      column.accessor('status', {
        header: t('transactions.status'),
        cell: ({ row: { original: row } }) => (
          <TransactionStatusIcon status={row.status} statusReason={row.statusReason} />
        ),
      }),
    ];
  }, [t, i18n.language, date, currency]);
  return (
    <DataTable
      data={list?.objects ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('shell:nav.billingTransactions')}
      emptyText={t('list.noRecord')}
      isLoading={isLoading}
      serverPaging={{ page: list?.page ?? 1, numPages: list?.numPages ?? 0, onChange: onPageChange }}
      totalText={list && list.numPages > 1 ? t('list.total', { count: list.totalCount }) : undefined}
      rowAttributes={() => ({ 'data-testid': 'transaction-row' })}
      minWidth={900}
      striped
    />
  );
}
