import type { ColumnMeta } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import './types';

/**
 * Where a sticky cell sits: its distance from its edge (0 for the outermost column of its side, else the
 * widths of the sticky columns between it and the edge) and whether it is the innermost of its side, the
 * one the rest of the table scrolls under.
 */
export type StickyPlace = { offset: number | string; innermost: boolean };

/** The sticky columns' places by column id. */
export type StickyPlaces = ReadonlyMap<string, StickyPlace>;

type PlacedColumn = { id: string; columnDef: { meta?: ColumnMeta<unknown, unknown> } };

/** The sum of the widths as one CSS length: a number of pixels when every width is one, else a calc(). */
function sumOfWidths(widths: readonly (number | string)[]): number | string {
  if (widths.every((width) => typeof width === 'number'))
    return widths.reduce((sum, width) => sum + width, 0);
  if (widths.length === 1) return widths[0]!;
  return `calc(${widths.map((width) => (typeof width === 'number' ? `${width}px` : width)).join(' + ')})`;
}

function placeSide(columns: readonly PlacedColumn[], places: Map<string, StickyPlace>) {
  const widths: (number | string)[] = [];
  columns.forEach((column, index) => {
    places.set(column.id, { offset: sumOfWidths(widths), innermost: index === columns.length - 1 });
    widths.push(column.columnDef.meta?.width ?? 0);
  });
}

/**
 * The places of the visible sticky columns (in their shown order): several on one side stack from that
 * edge in column order, each at the widths of those before it, so each but the innermost needs a `width`
 * that is its real width (the cell's content and padding must fit in it).
 */
export function stickyPlaces(columns: readonly PlacedColumn[]): StickyPlaces {
  const places = new Map<string, StickyPlace>();
  placeSide(
    columns.filter((column) => column.columnDef.meta?.sticky === 'left'),
    places,
  );
  placeSide(columns.filter((column) => column.columnDef.meta?.sticky === 'right').reverse(), places);
  return places;
}

/**
 * Width and the sticky edge of a cell. A sticky cell needs an opaque background, or the cells
 * scrolling under it show through; a hairline marks the edge the rest scrolls under (on the innermost
 * sticky column of a side). `place` (stickyPlaces) is where it sits; without it, at its edge.
 */
export function cellStyle(
  meta: ColumnMeta<unknown, unknown> | undefined,
  isHeader = false,
  place?: StickyPlace,
): CSSProperties {
  const style: CSSProperties = {};
  if (meta?.minWidth) style.minWidth = meta.minWidth;
  if (meta?.width) style.width = meta.width;
  if (meta?.sticky) {
    style.position = 'sticky';
    style[meta.sticky] = place?.offset ?? 0;
    style.zIndex = isHeader ? 3 : 1;
    style.background = 'var(--mantine-color-body)';
    if (place?.innermost ?? true) {
      const edge = meta.sticky === 'left' ? '-1px' : '1px';
      style.boxShadow = `inset ${edge} 0 0 var(--mantine-color-default-border)`;
    }
  }
  return style;
}
