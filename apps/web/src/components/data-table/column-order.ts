import type { VisibilityState } from '@tanstack/react-table';
import type { TableColumnSetting } from './types';

/**
 * The columns in the user's order: the arranged ones take the slots the arranged columns hold in
 * the definitions, the others (the name first, the row menu last) keep their places.
 */
export function orderedColumnIds(columnIds: readonly string[], settings: readonly TableColumnSetting[]) {
  const arranged = new Set(settings.map((setting) => setting.id));
  const queue = settings.map((setting) => setting.id).filter((id) => columnIds.includes(id));
  return columnIds.map((id) => (arranged.has(id) ? (queue.shift() ?? id) : id));
}

export function visibilityOf(settings: readonly TableColumnSetting[]): VisibilityState {
  return Object.fromEntries(settings.map((setting) => [setting.id, setting.show]));
}
