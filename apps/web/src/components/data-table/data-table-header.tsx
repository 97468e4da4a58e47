import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { flexRender, type Header } from '@tanstack/react-table';
import { cellStyle, type StickyPlace } from './cell-style';

/**
 * A header cell: a real button when the column sorts, with aria-sort telling the current order. `sticky`: where
 * a sticky column sits (DataTable's stickyPlaces).
 */
export function DataTableHeader<T>({ header, sticky }: { header: Header<T, unknown>; sticky?: StickyPlace }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const style = cellStyle(meta, true, sticky);
  const label = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return (
      <Table.Th ta={meta?.align} style={style}>
        {label}
      </Table.Th>
    );
  }
  const direction = column.getIsSorted();
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      ta={meta?.align}
      style={style}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton onClick={column.getToggleSortingHandler()} fz="sm" fw={700}>
        <Group gap={4} wrap="nowrap" justify={meta?.align === 'right' ? 'flex-end' : undefined}>
          {label}
          <Icon size={14} opacity={direction ? 1 : 0.4} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
