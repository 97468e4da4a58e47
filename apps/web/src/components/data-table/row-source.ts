import { createRow, type Row, type Table } from '@tanstack/react-table';

/** The body's rows by index: how many there are, each row's id, and the row itself. */
export type RowSource<T> = {
  count: number;
  idAt: (index: number) => string | undefined;
  at: (index: number) => Row<T> | undefined;
};

/** The rows of TanStack's row model (sorted or paged on the client, or a short table). */
export function modelRows<T>(rows: Row<T>[]): RowSource<T> {
  return { count: rows.length, idAt: (index) => rows[index]?.id, at: (index) => rows[index] };
}

/** Rows a long list keeps made at most about twice this many: a window is ~20 (decision 0253). */
const KEEP = 200;

/**
 * A long list in the server's order, each row made when it is drawn (decision 0253). TanStack's core row
 * model makes every row up front, with a few dozen closures each: for the SKU dialog's 5,000 rows, most of
 * the dialog's opening and megabytes of heap that a scroll's major collections then walk. The rows are made by
 * TanStack's own `createRow`, as its row model makes them. A row asked for again is the same object (a
 * memoised row does not render again) while it is asked for at least once every KEEP rows made or kept; rows
 * scrolled past are let go, so that a long scroll does not build up the whole model in the old generation.
 */
export function lazyRows<T>(table: Table<T>, data: readonly T[]): RowSource<T> {
  let current = new Map<number, Row<T>>();
  let previous = new Map<number, Row<T>>();
  // TanStack's own id rule (the table's getRowId, else the index), as its row model names a row.
  const idAt = (index: number) => {
    const original = data[index];
    return original === undefined ? undefined : table._getRowId(original, index);
  };
  return {
    count: data.length,
    idAt,
    at: (index) => {
      const kept = current.get(index);
      if (kept) return kept;
      const id = idAt(index);
      if (id === undefined) return undefined;
      const row = previous.get(index) ?? createRow(table, id, data[index] as T, index, 0);
      if (current.size >= KEEP) {
        previous = current;
        current = new Map();
      }
      current.set(index, row);
      return row;
    },
  };
}
