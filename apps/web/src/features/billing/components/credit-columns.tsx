import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Money, type MoneyCurrency } from '../../../components/money';
import type { Credit } from '../api/list-credits';

export const creditColumn = createColumnHelper<Credit>();

/** A credit's amount and what is left of it, in the wallet's currency: the credits list and staff refunds. */
export function creditAmountColumns(t: TFunction, currency: MoneyCurrency | null) {
  return [
    creditColumn.accessor('amount', {
      header: t('credits.amount'),
      meta: { align: 'right' },
      cell: (c) => <Money amount={c.getValue()} currency={currency} />,
    }),
    creditColumn.accessor('remainAmount', {
      header: t('credits.remainAmount'),
      meta: { align: 'right' },
      cell: (c) => <Money amount={c.getValue()} currency={currency} />,
    }),
  ];
}

/** A credit's date formatter: the instant, shown in the zone given (the credit's own). */
export type CreditDate = (iso: string | null | undefined, withTime: boolean, zone: string) => string;

/**
 * When a credit was made, in the credit's zone: its invoice's retailer's day, so a top-up has the same day
 * here as in the invoices list and on its PDF (decision 0171).
 */
export function creditDateCreatedColumn(t: TFunction, date: CreditDate) {
  return creditColumn.accessor('dateCreated', {
    header: t('credits.dateCreated'),
    cell: (c) => date(c.getValue(), false, c.row.original.timeZone),
  });
}
