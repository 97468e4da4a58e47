import type { ColumnMeta } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import './types';

/**
 * Width and the sticky edge of a cell. A sticky cell needs an opaque background, or the cells
 * scrolling under it show through; a hairline marks the edge the rest scrolls under.
 */
export function cellStyle(meta: ColumnMeta<unknown, unknown> | undefined, isHeader = false): CSSProperties {
  const style: CSSProperties = {};
  if (meta?.minWidth) style.minWidth = meta.minWidth;
  if (meta?.width) style.width = meta.width;
  if (meta?.sticky) {
    style.position = 'sticky';
    style[meta.sticky] = 0;
    style.zIndex = isHeader ? 3 : 1;
    style.background = 'var(--mantine-color-body)';
    const edge = meta.sticky === 'left' ? '-1px' : '1px';
    style.boxShadow = `inset ${edge} 0 0 var(--mantine-color-default-border)`;
  }
  return style;
}
