import { Button, Group } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { Money, type MoneyCurrency } from '../../../components/money';
import type { Credit } from '../api/list-credits';

const column = createColumnHelper<Credit>();

/** Staff: the credits that can be refunded, each with its Refund button. */
export function RefundableCreditsTable({
  credits,
  currency,
  onRefund,
}: {
  credits: readonly Credit[];
  /** The company's wallet currency; null while it loads (plain decimals then). */
  currency: MoneyCurrency | null;
  onRefund: (credit: Credit) => void;
}) {
  const { t, i18n } = useTranslation('billing');
  const columns = useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      column.accessor('dateCreated', {
        header: t('credits.dateCreated'),
        cell: (c) => dateFormat.format(new Date(c.getValue())),
      }),
      column.accessor('description', { header: t('credits.description') }),
      column.accessor('paymentMethod', {
        header: t('credits.paymentMethod'),
        cell: (c) => t(`paymentMethod.${c.getValue()}`),
      }),
      column.accessor('amount', {
        header: t('credits.amount'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={currency} />,
      }),
      column.accessor('remainAmount', {
        header: t('credits.remainAmount'),
        meta: { align: 'right' },
        cell: (c) => <Money amount={c.getValue()} currency={currency} />,
      }),
      column.display({
        id: 'refund',
        header: '',
        cell: ({ row: { original: credit } }) => (
          <Group justify="flex-end">
            <Button size="xs" color="red" variant="light" onClick={() => onRefund(credit)}>
              {t('staff.refund.action')}
            </Button>
          </Group>
        ),
      }),
    ];
  }, [t, i18n.language, onRefund, currency]);
  return (
    <DataTable
      data={credits}
      columns={columns}
      getRowId={(credit) => credit.id}
      emptyText={t('staff.refund.none')}
      rowAttributes={() => ({ 'data-testid': 'refundable-credit-row' })}
      minWidth={640}
      striped
    />
  );
}
