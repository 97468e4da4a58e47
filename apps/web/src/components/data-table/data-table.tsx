import { Box, Table, Text } from '@mantine/core';
import {
  type ColumnDef,
  type ColumnOrderState,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type SortingState,
  type Updater,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stickyPlaces } from './cell-style';
import { orderedColumnIds, visibilityOf } from './column-order';
import { DataTableBody, type ExpandedRow, VIRTUALIZE_AFTER } from './data-table-body';
import { DataTableHeader } from './data-table-header';
import { DataTablePager } from './data-table-pager';
import type { RowAttributes } from './data-table-row';
import { DataTableSkeleton } from './data-table-skeleton';
import { lazyRows, modelRows } from './row-source';
import type { TableColumnSetting, TableSort } from './types';

export type DataTableProps<T> = {
  data: readonly T[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's own column arrays mix value types this way.
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** The table's accessible name. */
  label?: string;
  /** Said in the table when there are no rows (and nothing is loading); "Nothing to show" by default. */
  emptyText?: ReactNode;
  /** The first load: skeleton rows instead of the empty text. */
  isLoading?: boolean;
  /** The server sorts: the sort of the address (useTableUrlState) and where a header click goes. */
  serverSort?: { sort: TableSort; onChange: (sort: TableSort) => void };
  /** The server pages: its page and page count. */
  serverPaging?: { page: number; numPages: number; onChange: (page: number) => void };
  /** The server sent the whole list: sort it here (headers of accessor columns sort). */
  clientSort?: boolean;
  /** The server sent the whole list: show it this many rows a page. */
  clientPageSize?: number;
  /** Spec 2 §4: a sorted column's third click removes the sort (the campaign lists). */
  canRemoveSort?: boolean;
  /** Shown beside the pager ("12 records"). */
  totalText?: string;
  /** After the count: what it offers, as "Show all" when the server sent only the first rows of more. */
  totalAction?: ReactNode;
  /** The user's arrangement: order and show/hide of the columns it names. */
  columnSettings?: readonly TableColumnSetting[];
  rowAttributes?: (row: T) => RowAttributes;
  onRowClick?: (row: T) => void;
  /** One row opened below itself (its id; null: none), drawn across the columns. */
  expandedRow?: ExpandedRow<T>;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  striped?: boolean;
  /**
   * No header row: a short list whose cells say what they are (the chosen SKUs: picture, name, price).
   * Nothing to sort by then, so it goes with neither serverSort nor clientSort.
   */
  hideHeader?: boolean;
  /**
   * Past 100 rows, keep the drawn rows and give them the rows coming into view instead of making new ones: a
   * scroll that brings a whole new window updates ~17 rows rather than creating them. Only for cells that
   * hold no state of their own (no menus, inputs or popovers): see recycled-rows.ts.
   */
  recycleRows?: boolean;
  testId?: string;
};

const VIRTUAL_VIEWPORT = '70vh';
const NO_VISIBILITY: VisibilityState = {};
const NO_ORDER: ColumnOrderState = [];

function toSorting(sort: TableSort, columnIdOf: (key: string) => string): SortingState {
  return sort ? [{ id: columnIdOf(sort.column), desc: sort.direction === 'desc' }] : [];
}

/** The one table of the portal (docs/decisions/0173): TanStack Table v8 on Mantine's <table>. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { data, columns, serverSort, serverPaging, clientPageSize, columnSettings } = props;
  const { t } = useTranslation('common');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [clientSorting, setClientSorting] = useState<SortingState>([]);
  const [clientPage, setClientPage] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: clientPageSize ?? Number.MAX_SAFE_INTEGER,
  });

  const sortKeyOf = (id: string) => columns.find((column) => column.id === id)?.meta?.sortKey ?? id;
  const columnIdOf = (key: string) =>
    columns.find((column) => (column.meta?.sortKey ?? column.id) === key)?.id ?? key;
  const onSortingChange = (updater: Updater<SortingState>) => {
    if (!serverSort) return setClientSorting(updater);
    const current = toSorting(serverSort.sort, columnIdOf);
    const [first] = typeof updater === 'function' ? updater(current) : updater;
    serverSort.onChange(
      first ? { column: sortKeyOf(first.id), direction: first.desc ? 'desc' : 'asc' } : null,
    );
  };
  const columnIds = useMemo(() => columns.map((column) => column.id ?? ''), [columns]);
  // Held between renders: TanStack memoises the visible columns on these, and a virtual table's memoised rows
  // are keyed on those (a new `{}` or `[]` each render made new columns, so every row rendered again).
  const columnVisibility = useMemo(
    () => (columnSettings ? visibilityOf(columnSettings) : NO_VISIBILITY),
    [columnSettings],
  );
  const columnOrder = useMemo(
    () => (columnSettings ? orderedColumnIds(columnIds, columnSettings) : NO_ORDER),
    [columnIds, columnSettings],
  );

  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId: (row) => props.getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: props.clientSort ? getSortedRowModel() : undefined,
    getPaginationRowModel: clientPageSize ? getPaginationRowModel() : undefined,
    manualSorting: Boolean(serverSort),
    enableSorting: Boolean(serverSort || props.clientSort),
    enableMultiSort: false,
    enableSortingRemoval: props.canRemoveSort ?? false,
    // The first click sorts ascending unless a column says otherwise (metrics begin descending).
    sortDescFirst: false,
    state: {
      sorting: serverSort ? toSorting(serverSort.sort, columnIdOf) : clientSorting,
      pagination: clientPage,
      columnVisibility,
      columnOrder,
    },
    onSortingChange,
    onPaginationChange: setClientPage,
  });

  // A long list in the server's order makes its rows as they are drawn; sorted or paged here, TanStack's
  // row model makes them all (it sorts and cuts them).
  const madeAsDrawn = !props.clientSort && !clientPageSize && data.length > VIRTUALIZE_AFTER;
  const lazy = useMemo(() => (madeAsDrawn ? lazyRows(table, data) : null), [madeAsDrawn, table, data]);
  const rows = lazy ?? modelRows(table.getRowModel().rows);
  // Memoised by TanStack: a new array when the columns, their visibility or their order change.
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length;
  // Where the visible sticky columns sit: several on a side stack from its edge.
  const sticky = useMemo(() => stickyPlaces(visibleColumns), [visibleColumns]);
  const isVirtual = rows.count > VIRTUALIZE_AFTER;
  const showSkeleton = Boolean(props.isLoading) && rows.count === 0;
  const look = useMemo(() => ({ striped: props.striped, highlightOnHover: true }), [props.striped]);
  return (
    <div>
      <Box
        ref={scrollRef}
        style={{ overflowX: 'auto', overflowY: isVirtual ? 'auto' : undefined }}
        mah={isVirtual ? VIRTUAL_VIEWPORT : undefined}
      >
        <Table
          miw={props.minWidth}
          striped={props.striped}
          highlightOnHover={look.highlightOnHover}
          verticalSpacing="xs"
          stickyHeader={isVirtual}
          aria-label={props.label}
          aria-busy={showSkeleton || undefined}
          data-testid={props.testId}
        >
          {props.hideHeader ? null : (
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => (
                    <DataTableHeader key={header.id} header={header} sticky={sticky.get(header.column.id)} />
                  ))}
                </Table.Tr>
              ))}
            </Table.Thead>
          )}
          {showSkeleton ? (
            <Table.Tbody aria-label={t('dataTable.loading')}>
              <DataTableSkeleton columnCount={columnCount} />
            </Table.Tbody>
          ) : rows.count === 0 ? (
            <Table.Tbody>
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center" py="xl" component="div">
                    {props.emptyText ?? t('dataTable.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          ) : (
            <DataTableBody
              rows={rows}
              columnCount={columnCount}
              scrollRef={scrollRef}
              rowAttributes={props.rowAttributes}
              recycleRows={props.recycleRows}
              onRowClick={props.onRowClick}
              expandedRow={props.expandedRow}
              cellsKey={visibleColumns}
              look={look}
              sticky={sticky}
            />
          )}
        </Table>
      </Box>
      {serverPaging ? (
        <DataTablePager
          page={serverPaging.page}
          numPages={serverPaging.numPages}
          totalText={props.totalText}
          totalAction={props.totalAction}
          onPageChange={serverPaging.onChange}
        />
      ) : clientPageSize ? (
        <DataTablePager
          page={clientPage.pageIndex + 1}
          numPages={table.getPageCount()}
          totalText={props.totalText}
          totalAction={props.totalAction}
          onPageChange={(page) => table.setPageIndex(page - 1)}
        />
      ) : null}
    </div>
  );
}
