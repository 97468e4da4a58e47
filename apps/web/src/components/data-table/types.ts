import type { RowData } from '@tanstack/react-table';

/** A sort as the server and the address name it: the server's sort key and a direction. */
export type TableSort = { column: string; direction: 'asc' | 'desc' } | null;

/** A column's place in the user's arrangement (the sponsor lists save these on the server). */
export type TableColumnSetting = { id: string; show: boolean };

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's declaration for the merge.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers and money line up on the right. */
    align?: 'right';
    /**
     * Stays in view while the table scrolls sideways, on an opaque background: 'left' for the first
     * column (the name a row is known by), 'right' for the last (the row menu: opening it must not
     * scroll). Several on a side stack from that edge in column order (the SKU table's open/close
     * control, then the product), each after the widths of those before it: each but the innermost
     * needs a `width` that is its real width (cell-style.ts, stickyPlaces).
     */
    sticky?: 'left' | 'right';
    /** The server's name of the sort when it differs from the column id (country sorts by catalog). */
    sortKey?: string;
    minWidth?: number;
    width?: number | string;
    /** Controls in the cell (toggle, popover, menu) must not open the row; React portals bubble. */
    stopsRowClick?: boolean;
  }
}
