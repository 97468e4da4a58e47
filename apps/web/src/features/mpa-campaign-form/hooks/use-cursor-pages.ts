import { useState } from 'react';

/**
 * Paging by the server's tokens (spec 3 §2.2: previous/next): the cursor of each page seen so far, so
 * Previous goes back exactly. A new `key` (another filter or search) starts again at the first page.
 */
export function useCursorPages(key: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({ key, cursors: [null] });
  const cursors = state.key === key ? state.cursors : [null];
  return {
    cursor: cursors[cursors.length - 1] ?? null,
    page: cursors.length,
    next: (token: string) => setState({ key, cursors: [...cursors, token] }),
    previous: () => setState({ key, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
  };
}
