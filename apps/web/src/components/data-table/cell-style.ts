import type { ColumnMeta } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import './types';

/** Width and the sticky right edge of a cell; a sticky cell needs a background, or rows show through. */
export function cellStyle(meta: ColumnMeta<unknown, unknown> | undefined, isHeader = false): CSSProperties {
  const style: CSSProperties = {};
  if (meta?.minWidth) style.minWidth = meta.minWidth;
  if (meta?.width) style.width = meta.width;
  if (meta?.sticky === 'right') {
    style.position = 'sticky';
    style.right = 0;
    style.zIndex = isHeader ? 3 : 1;
    style.background = 'var(--mantine-color-body)';
  }
  return style;
}
