import { Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { MoneyCurrency } from '../../../components/money';
import type { Credit } from '../api/list-credits';
import { useFormatDate } from '../hooks/use-billing-format';
import { creditAmountColumns, creditColumn, creditDateCreatedColumn } from './credit-columns';

const column = creditColumn;

/** Staff: the credits that can be refunded, each with its Refund button. */
export function RefundableCreditsTable({
  credits,
  currency,
  timeZone,
  onRefund,
}: {
  credits: readonly Credit[];
  /** The company's wallet currency; null while it loads (plain decimals then). */
  currency: MoneyCurrency | null;
  /** The fallback zone; a credit's day is its own zone's (Credit.timeZone), as the credits list shows it. */
  timeZone: string;
  onRefund: (credit: Credit) => void;
}) {
  const { t } = useTranslation('billing');
  const date = useFormatDate(timeZone);
  const columns = useMemo(() => {
    return [
      creditDateCreatedColumn(t, date),
      column.accessor('description', { header: t('credits.description') }),
      column.accessor('paymentMethod', {
        header: t('credits.paymentMethod'),
        cell: (c) => t(`paymentMethod.${c.getValue()}`),
      }),
      ...creditAmountColumns(t, currency),
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
  }, [t, date, onRefund, currency]);
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
