import { MantineProvider, Table } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoDataTableRow } from './data-table-row';

type Item = { id: string; name: string };

/** The parts of a TanStack row the row component reads, with a cell that counts its renders. */
function fakeRow(item: Item, renders: string[]): Row<Item> {
  const cell = {
    id: `${item.id}_name`,
    column: {
      columnDef: {
        meta: undefined,
        cell: () => {
          renders.push(item.id);
          return item.name;
        },
      },
    },
    getContext: () => ({}),
  };
  return { id: item.id, original: item, getVisibleCells: () => [cell] } as unknown as Row<Item>;
}

function Body({ rows, cellsKey, testId }: { rows: Row<Item>[]; cellsKey: unknown; testId: string }) {
  return (
    <MantineProvider>
      <Table>
        <Table.Tbody>
          {rows.map((row) => (
            <MemoDataTableRow
              key={row.id}
              row={row}
              cellsKey={cellsKey}
              attributes={{ 'data-testid': testId }}
            />
          ))}
        </Table.Tbody>
      </Table>
    </MantineProvider>
  );
}

describe('MemoDataTableRow', () => {
  it('leaves rendered rows alone when the window moves, and renders them again when the columns change', () => {
    const renders: string[] = [];
    const [a, b, c] = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ].map((item) => fakeRow(item, renders)) as [Row<Item>, Row<Item>, Row<Item>];
    const columns = [{}];
    const { rerender, container } = render(<Body rows={[a, b]} cellsKey={columns} testId="row" />);
    expect(renders).toEqual(['a', 'b']);
    // Scrolling: a new row comes into view, the others stay (attributes equal by value, a new object each time).
    rerender(<Body rows={[a, b, c]} cellsKey={columns} testId="row" />);
    expect(renders).toEqual(['a', 'b', 'c']);
    // New columns (or their visibility): every row renders again.
    rerender(<Body rows={[a, b, c]} cellsKey={[{}]} testId="row" />);
    expect(renders).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    // New attributes render again too.
    rerender(<Body rows={[a, b, c]} cellsKey={[{}]} testId="other" />);
    expect(container.querySelectorAll('[data-testid="other"]')).toHaveLength(3);
  });
});
