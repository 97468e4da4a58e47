import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isMonth } from '../utils/month-grid';
import type { CalendarParams } from '../utils/selection';

/**
 * The calendar's filters in the address (`venture`, `segment`, `placement`, `month` YYYY-MM), so a reload or a
 * shared link shows the same calendar. Changing the venture forgets its segment and placement; changing the
 * segment forgets the placement. A month that is not `YYYY-MM` reads as none (the current one).
 */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const venture = params.get('venture');
  const segment = params.get('segment');
  const placement = params.get('placement');
  const rawMonth = params.get('month');
  const month = isMonth(rawMonth) ? rawMonth : null;
  const value = useMemo<CalendarParams & { month: string | null }>(
    () => ({ venture, segment, placement, month }),
    [venture, segment, placement, month],
  );

  const write = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, change] of Object.entries(changes)) {
            if (change === null) next.delete(name);
            else next.set(name, change);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setVenture = useCallback(
    (id: string) => write({ venture: id, segment: null, placement: null }),
    [write],
  );
  const setSegment = useCallback((id: string) => write({ segment: id, placement: null }), [write]);
  const setPlacement = useCallback((id: string | null) => write({ placement: id }), [write]);
  const setMonth = useCallback((next: string) => write({ month: next }), [write]);
  return { params: value, setVenture, setSegment, setPlacement, setMonth };
}
