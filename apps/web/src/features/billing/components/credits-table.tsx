import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { useTableUrlState } from '../../../components/data-table/use-table-url-state';
import { StatusBadge } from '../../../components/status-badge';
import type { Credit } from '../api/list-credits';
import { type MoneyCurrency, useFormatDate } from '../hooks/use-billing-format';
import { creditAmountColumns, creditColumn, creditDateCreatedColumn } from './credit-columns';

export type CreditsList = { objects: readonly Credit[]; page: number; numPages: number; totalCount: number };

export type CreditsTableProps = {
  list: CreditsList | undefined;
  isLoading: boolean;
  currency: MoneyCurrency | null;
  /** The fallback zone; each credit's days are in its own (Credit.timeZone, decision 0171). */
  timeZone: string | null;
  /** Sort and page of the address; the column ids are listCredits' sortBy names. */
  table: ReturnType<typeof useTableUrlState>;
};

const column = creditColumn;

/** Credits (lots) of the wallet, sorted by the server on every column but the description. */
export function CreditsTable({ list, isLoading, currency, timeZone, table }: CreditsTableProps) {
  const { t } = useTranslation('billing');
  const date = useFormatDate(timeZone);
  const columns = useMemo(
    () => [
      creditDateCreatedColumn(t, date),
      column.accessor('kind', {
        header: t('credits.kind'),
        cell: ({ row: { original: row } }) => (
          <>
            {t(`kind.${row.kind}`)}
            {row.isFree ? (
              <Text span size="xs" c="dimmed">
                {' '}
                ({t('credits.free')})
              </Text>
            ) : null}
          </>
        ),
      }),
      ...creditAmountColumns(t, currency),
      column.accessor('startDate', {
        header: t('credits.startDate'),
        cell: (c) => date(c.getValue(), false, c.row.original.timeZone),
      }),
      column.accessor('expiryDate', {
        header: t('credits.expiryDate'),
        cell: (c) => date(c.getValue(), false, c.row.original.timeZone),
      }),
      column.accessor('status', {
        header: t('credits.status'),
        cell: (c) => <StatusBadge kind="credit" status={c.getValue()} />,
      }),
      column.accessor('paymentMethod', {
        header: t('credits.paymentMethod'),
        cell: (c) => t(`paymentMethod.${c.getValue()}`),
      }),
      column.accessor('description', { header: t('credits.description'), enableSorting: false }),
    ],
    [t, date, currency],
  );
  return (
    <DataTable
      data={list?.objects ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      label={t('shell:nav.billingCredits')}
      emptyText={t('list.noRecord')}
      isLoading={isLoading}
      serverSort={{ sort: table.sort, onChange: table.setSort }}
      serverPaging={{ page: list?.page ?? 1, numPages: list?.numPages ?? 0, onChange: table.setPage }}
      totalText={list && list.numPages > 1 ? t('list.total', { count: list.totalCount }) : undefined}
      rowAttributes={() => ({ 'data-testid': 'credit-row' })}
      minWidth={1000}
      striped
    />
  );
}
