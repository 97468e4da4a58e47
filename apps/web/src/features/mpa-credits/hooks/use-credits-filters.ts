import type { DayRange } from '@portal/domain/date-range-presets';
import {
  type MpaTopUpMethod,
  type MpaTopUpStatus,
  mpaTopUpMethods,
  mpaTopUpStatuses,
} from '@portal/domain/mpa-top-up';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { creditsRange, rangeParams } from '../utils/credits-range';

export type CreditsFilters = {
  range: DayRange;
  /** null: every method (the filter's "All"). */
  method: MpaTopUpMethod | null;
  /** null: every status. */
  status: MpaTopUpStatus | null;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The top-up table's filters, kept in the address (`fromDate`, `toDate`, `method`, `status`) beside the
 * seller tab's `mbgSellerId`, so a reload or a shared link shows the same rows. A method or status the
 * lists do not know reads as "all".
 */
export function useCreditsFilters(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const fromDate = params.get('fromDate');
  const toDate = params.get('toDate');
  const method = oneOf(mpaTopUpMethods, params.get('method'));
  const status = oneOf(mpaTopUpStatuses, params.get('status'));
  const filters = useMemo<CreditsFilters>(
    () => ({ range: creditsRange(fromDate, toDate, timeZone), method, status }),
    [fromDate, toDate, timeZone, method, status],
  );

  const write = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setRange = useCallback((range: DayRange) => write(rangeParams(range)), [write]);
  const setMethod = useCallback((value: MpaTopUpMethod | null) => write({ method: value }), [write]);
  const setStatus = useCallback((value: MpaTopUpStatus | null) => write({ status: value }), [write]);
  return { filters, setRange, setMethod, setStatus };
}
