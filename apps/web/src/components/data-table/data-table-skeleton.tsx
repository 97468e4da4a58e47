import { Skeleton, Table } from '@mantine/core';

/** Grey bars in the table's own columns while the first page loads, so the layout does not jump. */
export function DataTableSkeleton({ columnCount, rowCount = 5 }: { columnCount: number; rowCount?: number }) {
  return Array.from({ length: rowCount }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
    <Table.Tr key={row} data-testid="data-table-skeleton-row">
      {Array.from({ length: columnCount }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
        <Table.Td key={column}>
          <Skeleton height={12} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
