import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { formatDay } from '@portal/domain/day-format';
import { MIN_COLUMN_WIDTH, type SortState } from '@portal/domain/sponsor-status';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { type MouseEvent, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { StatusBadge } from '../../../components/status-badge';
import { catalogName } from '../../../lib/country-name';
import { type ColumnSetting, isMetricColumn, sortKeys } from '../utils/columns';
import { metricText } from '../utils/metrics';
import type { RowAction } from '../utils/row-actions';
import type { ListRow } from '../utils/rows';
import { ActiveToggle } from './active-toggle';
import { BudgetCell } from './budget-cell';
import type { BudgetChange, BudgetSaveResult } from './budget-dialog';
import { RowActionsMenu } from './row-actions-menu';

/** What the row handlers of `useRowActions` give the table. */
export type SponsorRowActions = {
  onAction: (row: ListRow, action: RowAction) => void;
  onToggle: (row: ListRow, runningStatus: 'STARTED' | 'PAUSED') => Promise<void>;
  onSaveBudget: (row: ListRow, change: BudgetChange) => Promise<BudgetSaveResult>;
};

export type SponsorTableProps = {
  rows: readonly ListRow[];
  /** The list's page from the server; absent while the first page loads. */
  list?: { page: number; numPages: number; totalCount: number };
  isLoading?: boolean;
  onPageChange?: (page: number) => void;
  emptyText: ReactNode;
  /** The visible columns in order (hidden ones and those the page doesn't allow already left out). */
  columns: readonly ColumnSetting[];
  sort: SortState;
  /** Absent: the list can't be sorted. */
  onSort?: (next: SortState) => void;
  canEdit: boolean;
  actionsFor: (row: ListRow) => RowAction[];
  onRowClick?: (row: ListRow) => void;
  /** Where a row's name links to (the row click goes there too); absent: the name is plain text. */
  rowHref?: (row: ListRow) => string;
  actions: SponsorRowActions;
  /**
   * The list's report zone: an ad set's days are read in its catalog's zone, as the wizard writes them
   * (decision 0171); this one only for an ad set without a catalog.
   */
  timeZone: string;
  /** What the rows are: the name column's header and the total read "Ad set" / "n ad sets" on a campaign's page. */
  subject?: 'campaign' | 'adSet';
};

const column = createColumnHelper<ListRow>();
// The toggle and the budget popover/dialog (portals bubble in React) must not open the row.
const interactiveColumns = new Set(['active', 'budget']);

/** The campaign and ad-set tables (spec 2 §2): sortable headers, status, toggle, budget, metrics, row menu. */
export function SponsorTable(props: SponsorTableProps) {
  const { rows, list, columns, sort, onSort, canEdit, actionsFor, actions, timeZone, rowHref } = props;
  const isAdSet = props.subject === 'adSet';
  const { t, i18n } = useTranslation('sponsor');
  const locale = i18n.language;

  const cell = (row: ListRow, id: string): ReactNode => {
    if (isMetricColumn(id)) return metricText(id, row.report, row.currency, locale);
    switch (id) {
      case 'supplier':
        return row.supplierName ?? '-';
      case 'brand':
        return row.brandName ?? '-';
      case 'country':
        return row.adSet?.catalog ? catalogName(row.adSet.catalog, locale) : (row.country ?? '-');
      case 'status':
        return (
          <StatusBadge kind="campaign" status={row.status} effectiveStatus={row.adSet?.effectiveStatus} />
        );
      case 'active':
        return row.adSet ? (
          <ActiveToggle
            adSet={row.adSet}
            canEdit={canEdit}
            onChange={(status) => actions.onToggle(row, status)}
          />
        ) : null;
      case 'budget':
        return row.adSet ? (
          <BudgetCell
            adSet={row.adSet}
            currency={row.currency}
            canEdit={canEdit && row.status !== 'REMOVED'}
            onSave={(change) => actions.onSaveBudget(row, change)}
          />
        ) : null;
      case 'schedule': {
        if (!row.adSet) return null;
        const zone = row.adSet.catalog?.timeZone || timeZone;
        return (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(row.adSet.startDate, zone, '-')}
            {' – '}
            {row.adSet.endDate ? formatDay(row.adSet.endDate, zone, '-') : t('schedule.noEnd')}
          </Text>
        );
      }
      default:
        return null;
    }
  };

  // A column sorts when the list sorts and the server has a key for it; metrics begin descending (spec 2 §4).
  const sortable = (id: string) => {
    const sortKey = onSort ? sortKeys[id as keyof typeof sortKeys] : undefined;
    return { enableSorting: Boolean(sortKey), sortDescFirst: isMetricColumn(id), sortKey };
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `cell` reads only the props listed.
  const columnDefs = useMemo<ColumnDef<ListRow, unknown>[]>(
    () => [
      column.accessor('name', {
        id: 'name',
        header: isAdSet ? t('columns.adSetName') : t('columns.name'),
        enableSorting: Boolean(onSort),
        // The name and the row menu stay in view while the wide table scrolls sideways (issue 12).
        meta: { minWidth: MIN_COLUMN_WIDTH, sticky: 'left' },
        cell: (c) =>
          rowHref ? (
            <Anchor
              component={Link}
              to={rowHref(c.row.original)}
              size="sm"
              fw={500}
              c="inherit"
              underline="hover"
              // The link navigates itself (a new tab too); the row's click must not navigate again.
              onClick={(event: MouseEvent) => event.stopPropagation()}
            >
              {c.getValue()}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {c.getValue()}
            </Text>
          ),
      }),
      ...columns.map((setting) => {
        const { enableSorting, sortDescFirst, sortKey } = sortable(setting.id);
        return column.accessor((row) => row.id, {
          id: setting.id,
          header: t(`columns.${setting.id}`, { defaultValue: setting.title }),
          enableSorting,
          sortDescFirst,
          meta: { minWidth: MIN_COLUMN_WIDTH, sortKey, stopsRowClick: interactiveColumns.has(setting.id) },
          cell: (c) => cell(c.row.original, setting.id),
        });
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('rowMenu.label')}</VisuallyHidden>,
        meta: { width: 48, sticky: 'right', stopsRowClick: true },
        cell: ({ row: { original: row } }) => (
          <RowActionsMenu actions={actionsFor(row)} onAction={(action) => actions.onAction(row, action)} />
        ),
      }),
    ],
    [columns, onSort, canEdit, actionsFor, actions, t, locale, timeZone, isAdSet, rowHref],
  );

  return (
    <DataTable
      data={rows}
      columns={columnDefs}
      getRowId={(row) => row.id}
      emptyText={props.emptyText}
      isLoading={props.isLoading}
      serverSort={onSort ? { sort, onChange: onSort } : undefined}
      canRemoveSort
      serverPaging={
        list && props.onPageChange
          ? { page: list.page, numPages: list.numPages, onChange: props.onPageChange }
          : undefined
      }
      totalText={list ? t(isAdSet ? 'adSets.total' : 'list.total', { count: list.totalCount }) : undefined}
      rowAttributes={(row) => ({ 'data-testid': 'sponsor-row', 'data-row-id': row.id })}
      onRowClick={props.onRowClick}
      minWidth={960}
      testId="sponsor-table"
    />
  );
}
