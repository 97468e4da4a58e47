import { createColumnHelper, createTable, getCoreRowModel } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { lazyRows, modelRows } from './row-source';

type Item = { id: string; name: string };
const column = createColumnHelper<Item>();
const data: Item[] = Array.from({ length: 5_000 }, (_, index) => ({
  id: `i${index}`,
  name: `Item ${index}`,
}));
/** A table as useReactTable makes one: its state starts from the features' initial state. */
function tableOf(items: Item[]) {
  const table = createTable<Item>({
    data: items,
    columns: [column.accessor('name', { id: 'name' })],
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => item.id,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  table.setOptions((options) => ({ ...options, state: table.initialState }));
  return table;
}

describe('lazyRows', () => {
  it("makes TanStack's own row for an index: the id, index, original and cells of the row model's", () => {
    const table = tableOf(data);
    const lazy = lazyRows(table, data);
    const made = lazy.at(4_321)!;
    const model = table.getRowModel().rows[4_321]!;
    expect(lazy.count).toBe(5_000);
    expect(lazy.idAt(4_321)).toBe('i4321');
    expect([made.id, made.index, made.original]).toEqual([model.id, model.index, model.original]);
    expect(made.getVisibleCells().map((cell) => cell.getValue())).toEqual(['Item 4321']);
    expect(lazy.at(5_000)).toBeUndefined();
    expect(lazy.idAt(-1)).toBeUndefined();
  });

  it('gives the same row while it is asked for, and lets rows scrolled past go', () => {
    const lazy = lazyRows(tableOf(data), data);
    const kept = lazy.at(0);
    const dropped = lazy.at(1);
    // A long scroll: windows of 20 rows, the first row asked for with every window (it stays in view).
    for (let start = 20; start < 2_000; start += 20) {
      for (let index = start; index < start + 20; index++) lazy.at(index);
      expect(lazy.at(0)).toBe(kept);
    }
    expect(lazy.at(1)).not.toBe(dropped);
    expect(lazy.at(1)?.id).toBe('i1');
  });
});

describe('modelRows', () => {
  it("reads the row model's rows by index", () => {
    const rows = tableOf(data.slice(0, 3)).getRowModel().rows;
    const source = modelRows(rows);
    expect([source.count, source.idAt(2), source.at(2)]).toEqual([3, 'i2', rows[2]]);
    expect(source.at(3)).toBeUndefined();
  });
});
