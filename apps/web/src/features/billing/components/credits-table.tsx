import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Credit } from '../api/list-credits';
import { type MoneyCurrency, useFormatDate, useFormatMoney } from '../hooks/use-billing-format';
import { type CreditSortColumn, nextCreditSort, sortDirection } from './credits-sort';

export type CreditsTableProps = {
  rows: readonly Credit[];
  currency: MoneyCurrency | null;
  timeZone: string | null;
  sortBy: string | null;
  onSort: (sortBy: string) => void;
};

const statusColor: Record<Credit['status'], string> = {
  REQUESTED: 'yellow',
  PAID: 'blue',
  IN_USE: 'green',
  USED_UP: 'gray',
  EXPIRED: 'red',
};

function SortHeader({
  column,
  sortBy,
  onSort,
  align,
}: {
  column: CreditSortColumn;
  sortBy: string | null;
  onSort: (sortBy: string) => void;
  align?: 'right';
}) {
  const { t } = useTranslation('billing');
  const direction = sortDirection(sortBy, column);
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      ta={align}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton onClick={() => onSort(nextCreditSort(sortBy, column))} fz="sm" fw={700}>
        {t(`credits.${column}`)} <Icon size={12} style={{ verticalAlign: 'middle' }} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Credits (lots) of the wallet, sortable by every column the server sorts by. */
export function CreditsTable({ rows, currency, timeZone, sortBy, onSort }: CreditsTableProps) {
  const { t } = useTranslation('billing');
  const money = useFormatMoney(currency);
  const date = useFormatDate(timeZone);
  const header = (column: CreditSortColumn, align?: 'right') => (
    <SortHeader column={column} sortBy={sortBy} onSort={onSort} align={align} />
  );
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {header('dateCreated')}
            {header('kind')}
            {header('amount', 'right')}
            {header('remainAmount', 'right')}
            {header('startDate')}
            {header('expiryDate')}
            {header('status')}
            {header('paymentMethod')}
            <Table.Th>{t('credits.description')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="credit-row">
              <Table.Td>{date(row.dateCreated)}</Table.Td>
              <Table.Td>
                {t(`kind.${row.kind}`)}
                {row.isFree ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({t('credits.free')})
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{money(row.amount)}</Table.Td>
              <Table.Td ta="right">{money(row.remainAmount)}</Table.Td>
              <Table.Td>{date(row.startDate)}</Table.Td>
              <Table.Td>{date(row.expiryDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge variant="light" color={statusColor[row.status]} style={{ overflow: 'visible' }}>
                  {t(`creditStatus.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{t(`paymentMethod.${row.paymentMethod}`)}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
