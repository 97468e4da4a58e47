import type { DayRange } from '@portal/domain/date-range-presets';
import type { SortState } from '@portal/domain/sponsor-status';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateParam } from '../../../components/date-range-filter/date-range-param';
import { liveSearchParams } from '../../../lib/live-search';
import { type ListParams, listParamsOf } from '../utils/list-params';
import { useReportTimeZone } from './use-report-time-zone';

/** Spec 2 §2 campaign-list parameters kept in the address (the shell keeps company and brandId). */
export const listParamNames = [
  'page',
  'sort',
  'direction',
  'date',
  'country',
  'logActivityCampaignId',
  'company',
  'adType',
  'name',
  'status',
] as const;

export type { ListParams } from '../utils/list-params';

/** Reads the list state from the address and writes changes back (a filter change goes to page 1). */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const timeZone = useReportTimeZone(search.get('country'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the whole address query.
  const params = useMemo<ListParams>(() => listParamsOf(search, timeZone), [key, timeZone]);

  const update = useCallback(
    (changes: Record<string, string | null>, { keepPage = false } = {}) => {
      setSearch(
        (previous) => {
          // On the address as it is about to be (live-search.ts), so quick changes do not undo each other.
          const next = liveSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          if (!keepPage && !('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const setters = useMemo(
    () => ({
      setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
      setSort: (sort: SortState) =>
        update({ sort: sort?.column ?? null, direction: sort?.direction ?? null }, { keepPage: true }),
      setRange: (range: DayRange) => update({ date: formatDateParam(range) }),
      setCountry: (country: string | null) => update({ country }),
      setAdType: (adType: 'PRODUCT' | 'BANNER') =>
        update({ adType: adType === 'PRODUCT' ? null : adType, status: null, sort: null, direction: null }),
      setName: (name: string) => update({ name }),
      setStatus: (status: string | null) => update({ status }),
      setLogActivity: (name: 'logActivityCampaignId' | 'logActivityAdsSetId', id: string | null) =>
        update({ [name]: id }, { keepPage: true }),
    }),
    [update],
  );
  return [params, setters] as const;
}
