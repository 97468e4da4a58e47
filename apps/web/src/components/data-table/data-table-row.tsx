import { Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import { type HTMLAttributes, type KeyboardEvent, memo } from 'react';
import { cellStyle } from './cell-style';

/** Attributes a page puts on its rows (test ids, data-*), on top of the table's own. */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> &
  Record<`data-${string}`, string | undefined>;

export type DataTableRowProps<T> = {
  row: Row<T>;
  attributes?: RowAttributes;
  onClick?: (row: T) => void;
};

/** A row; a clickable one also opens with Enter from the keyboard (its own controls keep their keys). */
export function DataTableRow<T>({ row, attributes, onClick }: DataTableRowProps<T>) {
  const open = onClick ? () => onClick(row.original) : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (open && event.key === 'Enter' && event.target === event.currentTarget) open();
  };
  return (
    <Table.Tr
      {...attributes}
      tabIndex={open ? 0 : undefined}
      style={open ? { cursor: 'pointer' } : undefined}
      onClick={open}
      onKeyDown={open ? onKeyDown : undefined}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <Table.Td
            key={cell.id}
            ta={meta?.align}
            style={cellStyle(meta)}
            onClick={meta?.stopsRowClick ? (event) => event.stopPropagation() : undefined}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

function sameAttributes(a: RowAttributes | undefined, b: RowAttributes | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof RowAttributes)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The row of a virtual list: scrolling mounts the rows coming into view and leaves the others as they are
 * (re-rendering ~30 rows of cells on every scroll step was the SKU table's long task). A row renders again
 * when its row object (new data or table state), its click handler, its attributes or `cellsKey` (the
 * column definitions: a cell's closure may read page state through them) change.
 */
export const MemoDataTableRow = memo(
  DataTableRow as <T>(props: DataTableRowProps<T> & { cellsKey: unknown }) => ReturnType<typeof DataTableRow>,
  (prev, next) =>
    prev.row === next.row &&
    prev.onClick === next.onClick &&
    prev.cellsKey === next.cellsKey &&
    sameAttributes(prev.attributes, next.attributes),
) as <T>(props: DataTableRowProps<T> & { cellsKey: unknown }) => ReturnType<typeof DataTableRow>;
