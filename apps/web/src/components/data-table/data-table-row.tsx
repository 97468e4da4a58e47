import { Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';
import { type HTMLAttributes, type KeyboardEvent, memo } from 'react';
import { cellStyle, type StickyPlaces } from './cell-style';

/** Attributes a page puts on its rows (test ids, data-*), on top of the table's own. */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> &
  Record<`data-${string}`, string | undefined>;

export type DataTableRowProps<T> = {
  row: Row<T>;
  attributes?: RowAttributes;
  onClick?: (row: T) => void;
  /** The <Table>'s striping and hover, which the row sets on itself as Mantine's Table.Tr would. */
  look?: RowLook;
  /** Where the sticky columns sit (stickyPlaces of the visible columns). */
  sticky?: StickyPlaces;
};

/**
 * A clickable row's handlers: a click or Enter on the row itself (its own controls keep their keys) opens it.
 * They win over the page's attributes of those names, set or not.
 */
function openHandlers<T>(row: Row<T>, onClick: ((row: T) => void) | undefined) {
  if (!onClick) return { tabIndex: undefined, style: undefined, onClick: undefined, onKeyDown: undefined };
  const open = () => onClick(row.original);
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) open();
    },
  };
}

/** What a row takes from the <Table> around it: the data attributes Mantine's Table.Tr sets from it. */
export type RowLook = { striped?: boolean; highlightOnHover?: boolean };

const TR_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const TD_CLASS = `${Table.classes.td} mantine-Table-td`;

/**
 * A table row as plain <tr> and <td> carrying Mantine's Table classes and data attributes: the markup and look
 * of Mantine's Table.Tr and Table.Td (a test holds them equal) without three components a cell (Table.Td, its
 * context and styles, Box). Those three were about a quarter of a scroll step of the 5,000-SKU table and a good
 * part of every list page's render (docs/performance.md). The table's own borders and column borders are
 * Mantine's defaults (rows: yes, columns: no), as DataTable draws them. A clickable row also opens with Enter
 * from the keyboard (its own controls keep their keys).
 */
export function DataTableRow<T>({ row, attributes, onClick, look, sticky }: DataTableRowProps<T>) {
  return (
    <tr
      data-with-row-border
      data-striped={look?.striped ? 'odd' : undefined}
      data-hover={look?.highlightOnHover || undefined}
      {...attributes}
      className={attributes?.className ? `${TR_CLASS} ${attributes.className}` : TR_CLASS}
      {...openHandlers(row, onClick)}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const style = cellStyle(meta, false, meta?.sticky ? sticky?.get(cell.column.id) : undefined);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: only keeps a control's click from opening the row; the row opens on Enter only when it has the focus itself.
          <td
            key={cell.column.id}
            className={TD_CLASS}
            style={meta?.align ? { textAlign: meta.align, ...style } : style}
            onClick={meta?.stopsRowClick ? (event) => event.stopPropagation() : undefined}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

function sameAttributes(a: RowAttributes | undefined, b: RowAttributes | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof RowAttributes)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

type MemoRowProps<T> = DataTableRowProps<T> & { cellsKey: unknown };

/**
 * The row of a virtual list (DataTableRow), memoised: a small scroll mounts the rows coming into view
 * and leaves the others as they are. A row renders again when its row object (new data or table state), its
 * click handler, its attributes, the table's look, the sticky columns' places or `cellsKey` (the column
 * definitions: a cell's closure may read page state through them) change.
 */
export const MemoDataTableRow = memo(
  DataTableRow as <T>(props: MemoRowProps<T>) => ReturnType<typeof DataTableRow>,
  (prev, next) =>
    prev.row === next.row &&
    prev.onClick === next.onClick &&
    prev.cellsKey === next.cellsKey &&
    prev.sticky === next.sticky &&
    prev.look?.striped === next.look?.striped &&
    prev.look?.highlightOnHover === next.look?.highlightOnHover &&
    sameAttributes(prev.attributes, next.attributes),
) as <T>(props: MemoRowProps<T>) => ReturnType<typeof DataTableRow>;
