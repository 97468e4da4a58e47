import { Table } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { DataTableRow, type RowAttributes } from './data-table-row';

/** Past this many rows only those in view (and a few around) are in the page: a long list stays fast. */
export const VIRTUALIZE_AFTER = 100;
const ESTIMATED_ROW_HEIGHT = 44;

export type DataTableBodyProps<T> = {
  rows: Row<T>[];
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowAttributes?: (row: T) => RowAttributes;
  onRowClick?: (row: T) => void;
};

function PlainBody<T>({ rows, rowAttributes, onRowClick }: DataTableBodyProps<T>) {
  return rows.map((row) => (
    <DataTableRow key={row.id} row={row} attributes={rowAttributes?.(row.original)} onClick={onRowClick} />
  ));
}

/** Spacer rows above and below keep the scroll height of every row while rendering the visible ones. */
function VirtualBody<T>({ rows, columnCount, scrollRef, rowAttributes, onRowClick }: DataTableBodyProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {top > 0 ? (
        <tr aria-hidden style={{ height: top }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <DataTableRow
            key={row.id}
            row={row}
            attributes={rowAttributes?.(row.original)}
            onClick={onRowClick}
          />
        ) : null;
      })}
      {bottom > 0 ? (
        <tr aria-hidden style={{ height: bottom }}>
          <td colSpan={columnCount} />
        </tr>
      ) : null}
    </>
  );
}

export function DataTableBody<T>(props: DataTableBodyProps<T>) {
  return (
    <Table.Tbody>
      {props.rows.length > VIRTUALIZE_AFTER ? <VirtualBody {...props} /> : <PlainBody {...props} />}
    </Table.Tbody>
  );
}
