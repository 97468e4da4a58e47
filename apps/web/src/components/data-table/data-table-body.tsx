import { Table } from '@mantine/core';
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { StickyPlaces } from './cell-style';
import { DataTableRow, MemoDataTableRow, type RowAttributes, type RowLook } from './data-table-row';
import { ROW_ID_ATTRIBUTE, useFocusStaysWithItsRow, useSlotKeys } from './recycled-rows';
import type { RowSource } from './row-source';

/** Past this many rows only those in view (and a few around) are in the page: a long list stays fast. */
export const VIRTUALIZE_AFTER = 100;
const ESTIMATED_ROW_HEIGHT = 44;
/**
 * Rows drawn beyond each edge of the view. The window follows the scroll in the same frame (the virtualizer
 * renders synchronously in the scroll event), so one row covers a frame in which the compositor scrolls
 * ahead of the page; a jump (the scrollbar dragged) brings a whole new window whichever the number, and every
 * row of it is mounted in that one task. 10 a side made the 5,000-SKU table's window ~35 rows and a jump's
 * task ~230 ms; see docs/performance.md for 1 against 2 and 3.
 */
const OVERSCAN = 1;

export type DataTableBodyProps<T> = {
  /** The rows by index (row-source.ts: TanStack's row model, or a long list's rows made as they are drawn). */
  rows: RowSource<T>;
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowAttributes?: (row: T) => RowAttributes;
  onRowClick?: (row: T) => void;
  expandedRow?: ExpandedRow<T>;
  /** The column definitions: rows render again when they change (MemoDataTableRow). */
  cellsKey?: unknown;
  /** The <Table>'s striping and hover, which each row sets on itself as Mantine's Table.Tr would. */
  look?: RowLook;
  /** Where the sticky columns sit (stickyPlaces of the visible columns). */
  sticky?: StickyPlaces;
  /** A virtual list's rows are kept and given new rows as the window moves (recycled-rows.ts). */
  recycleRows?: boolean;
};

/**
 * One row opened below itself, across every column (the SKU table's price chart): its id, what it shows
 * and the height that takes (a virtual list reserves it before the content is drawn).
 */
export type ExpandedRow<T> = { id: string | null; render: (row: T) => ReactNode; height: number };

/**
 * The width of the table's visible part: its scroll box's clientWidth, followed as the box resizes (the
 * dialog, the window, a vertical scrollbar coming or going). Null until measured; where there is no
 * ResizeObserver (jsdom) it stays at the first measure. A table drawn with a row already open runs this
 * before React has set the scroll box's ref (a child's layout effects come first), so the panel then finds
 * the box as its table's parent.
 */
export function useVisibleWidth(
  scrollRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = scrollRef.current ?? panelRef.current?.closest('table')?.parentElement;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollRef, panelRef]);
  return width;
}

/**
 * The opened row's panel: as wide as the visible part of the table, not the table's whole scroll width, and
 * held in view (sticky at the left) while the table scrolls sideways, so a wide table (the SKU table's 1,400 px)
 * shows the whole chart and the halo table at once. The cell gives its padding to the panel, which starts at
 * the table's left edge.
 */
function Expansion<T>({
  row,
  columnCount,
  expandedRow,
  scrollRef,
}: {
  row: Row<T>;
  columnCount: number;
  expandedRow?: ExpandedRow<T>;
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  if (!expandedRow || expandedRow.id !== row.id) return null;
  return (
    <Table.Tr data-expanded-for={row.id}>
      <Table.Td colSpan={columnCount} h={expandedRow.height} p={0}>
        <ExpansionPanel scrollRef={scrollRef}>{expandedRow.render(row.original)}</ExpansionPanel>
      </Table.Td>
    </Table.Tr>
  );
}

function ExpansionPanel({
  scrollRef,
  children,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const width = useVisibleWidth(scrollRef, panelRef);
  return (
    <div
      ref={panelRef}
      data-expanded-panel
      style={{
        position: 'sticky',
        left: 0,
        width: width ?? undefined,
        boxSizing: 'border-box',
        padding: 'var(--table-vertical-spacing) var(--table-horizontal-spacing, var(--mantine-spacing-xs))',
      }}
    >
      {children}
    </div>
  );
}

/**
 * A row, with its expansion below it when it is the opened one. A virtual list's rows are memoised (a scroll
 * step mounts the rows coming into view and leaves the others); a short table renders them with the page.
 */
function bodyRow<T>(row: Row<T>, props: DataTableBodyProps<T>, memoised: boolean, key = row.id) {
  const attributes = props.rowAttributes?.(row.original);
  const shared = {
    row,
    attributes: props.recycleRows ? { ...attributes, [ROW_ID_ATTRIBUTE]: row.id } : attributes,
    onClick: props.onRowClick,
    look: props.look,
    sticky: props.sticky,
  };
  return (
    <Fragment key={key}>
      {memoised ? <MemoDataTableRow {...shared} cellsKey={props.cellsKey} /> : <DataTableRow {...shared} />}
      <Expansion
        row={row}
        columnCount={props.columnCount}
        expandedRow={props.expandedRow}
        scrollRef={props.scrollRef}
      />
    </Fragment>
  );
}

/** Spacer rows above and below keep the scroll height of every row while rendering the visible ones. */
function VirtualBody<T>(props: DataTableBodyProps<T>) {
  const { rows, columnCount, scrollRef, expandedRow } = props;
  const expandedId = expandedRow?.id ?? null;
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scrollRef.current,
    // An opened row reserves its expansion's height too.
    estimateSize: (index) =>
      ESTIMATED_ROW_HEIGHT +
      (expandedId !== null && rows.idAt(index) === expandedId ? (expandedRow?.height ?? 0) : 0),
    overscan: OVERSCAN,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: sizes change when another row opens.
  useEffect(() => virtualizer.measure(), [expandedId, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const recycle = props.recycleRows === true;
  const slotKey = useSlotKeys(items, recycle);
  useFocusStaysWithItsRow(scrollRef, recycle);
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
        const row = rows.at(item.index);
        return row ? bodyRow(row, props, true, slotKey?.(item.index) ?? row.id) : null;
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
      {props.rows.count > VIRTUALIZE_AFTER ? (
        <VirtualBody {...props} />
      ) : (
        Array.from({ length: props.rows.count }, (_, index) => {
          const row = props.rows.at(index);
          return row ? bodyRow(row, props, false) : null;
        })
      )}
    </Table.Tbody>
  );
}
