import { Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import type { HTMLAttributes, KeyboardEvent } from 'react';
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
