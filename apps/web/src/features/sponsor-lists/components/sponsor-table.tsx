import { Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { MIN_COLUMN_WIDTH, nextSort, type SortState } from '@portal/domain/sponsor-status';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ColumnSetting, isMetricColumn, sortKeys } from '../utils/columns';
import { formatDay } from '../utils/format';
import { metricText } from '../utils/metrics';
import type { RowAction } from '../utils/row-actions';
import type { ListRow } from '../utils/rows';
import { ActiveToggle } from './active-toggle';
import { BudgetCell } from './budget-cell';
import type { BudgetChange, BudgetSaveResult } from './budget-dialog';
import { RowActionsMenu } from './row-actions-menu';
import { StatusBadge } from './status-badge';

const interactiveColumns = new Set(['active', 'budget']);

export type SponsorTableProps = {
  rows: readonly ListRow[];
  /** The visible columns in order (hidden ones and those the page doesn't allow already left out). */
  columns: readonly ColumnSetting[];
  sort: SortState;
  /** Absent: the list can't be sorted (the ad-set list). */
  onSort?: (next: SortState) => void;
  canEdit: boolean;
  actionsFor: (row: ListRow) => RowAction[];
  onRowClick?: (row: ListRow) => void;
  onAction: (row: ListRow, action: RowAction) => void;
  onToggle: (row: ListRow, runningStatus: 'STARTED' | 'PAUSED') => Promise<void>;
  onSaveBudget: (row: ListRow, change: BudgetChange) => Promise<BudgetSaveResult>;
};

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: string;
  label: string;
  sort: SortState;
  onSort?: (next: SortState) => void;
}) {
  const key = onSort ? sortKeys[column as keyof typeof sortKeys] : undefined;
  const direction = sort && key && sort.column === key ? sort.direction : null;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th miw={MIN_COLUMN_WIDTH} aria-sort={key ? ariaSort : undefined}>
      {key ? (
        <UnstyledButton onClick={() => onSort?.(nextSort(sort, key, isMetricColumn(column)))}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Icon size={14} opacity={direction ? 1 : 0.4} />
          </Group>
        </UnstyledButton>
      ) : (
        label
      )}
    </Table.Th>
  );
}

/** The campaign and ad-set tables (spec 2 §2): sortable headers, status, toggle, budget, metrics, row menu. */
export function SponsorTable(props: SponsorTableProps) {
  const { rows, columns, sort, onSort, canEdit, actionsFor, onRowClick, onAction, onToggle, onSaveBudget } =
    props;
  const { t, i18n } = useTranslation('sponsor');
  const locale = i18n.language;

  const cell = (row: ListRow, id: string) => {
    if (isMetricColumn(id)) return metricText(id, row.report, row.currency, locale);
    switch (id) {
      case 'supplier':
        return row.supplierName ?? '-';
      case 'brand':
        return row.brandName ?? '-';
      case 'country':
        return row.country ?? '-';
      case 'status':
        return <StatusBadge status={row.status} effectiveStatus={row.adSet?.effectiveStatus} />;
      case 'active':
        return row.adSet ? (
          <ActiveToggle adSet={row.adSet} canEdit={canEdit} onChange={(status) => onToggle(row, status)} />
        ) : null;
      case 'budget':
        return row.adSet ? (
          <BudgetCell
            adSet={row.adSet}
            currency={row.currency}
            canEdit={canEdit && row.status !== 'REMOVED'}
            onSave={(change) => onSaveBudget(row, change)}
          />
        ) : null;
      case 'schedule':
        return row.adSet ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(row.adSet.startDate, locale)}
            {' – '}
            {row.adSet.endDate ? formatDay(row.adSet.endDate, locale) : t('schedule.noEnd')}
          </Text>
        ) : null;
      default:
        return null;
    }
  };

  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="sponsor-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" label={t('columns.name')} sort={sort} onSort={onSort} />
            {columns.map((column) => (
              <SortHeader
                key={column.id}
                column={column.id}
                label={t(`columns.${column.id}`, { defaultValue: column.title })}
                sort={sort}
                onSort={onSort}
              />
            ))}
            <Table.Th w={48}>
              <VisuallyHidden>{t('rowMenu.label')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              data-testid="sponsor-row"
              data-row-id={row.id}
              style={onRowClick ? { cursor: 'pointer' } : undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              <Table.Td miw={MIN_COLUMN_WIDTH}>
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
              </Table.Td>
              {columns.map((column) => (
                <Table.Td
                  key={column.id}
                  miw={MIN_COLUMN_WIDTH}
                  // The toggle and the budget popover/dialog (portals bubble in React) must not open the row.
                  onClick={interactiveColumns.has(column.id) ? (event) => event.stopPropagation() : undefined}
                >
                  {cell(row, column.id)}
                </Table.Td>
              ))}
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <RowActionsMenu actions={actionsFor(row)} onAction={(action) => onAction(row, action)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
