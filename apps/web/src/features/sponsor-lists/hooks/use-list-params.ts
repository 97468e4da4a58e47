import { type DayRange, presetRange } from '@portal/domain/date-range-presets';
import type { SortState } from '@portal/domain/sponsor-status';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateParam, parseDateParam } from '../../../components/date-range-filter/date-range-param';
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

export type ListParams = {
  page: number;
  sort: SortState;
  range: DayRange;
  /** The zone the range's days are in (decision 0171). */
  timeZone: string;
  country: string | null;
  adType: 'PRODUCT' | 'BANNER';
  name: string;
  status: string | null;
  brandId: string | null;
  logActivityCampaignId: string | null;
  logActivityAdsSetId: string | null;
};

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Reads the list state from the address and writes changes back (a filter change goes to page 1). */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const timeZone = useReportTimeZone(search.get('country'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the whole address query.
  const params = useMemo<ListParams>(() => {
    const sortColumn = search.get('sort');
    const direction = search.get('direction');
    return {
      page: pageOf(search.get('page')),
      sort:
        sortColumn && (direction === 'asc' || direction === 'desc')
          ? { column: sortColumn, direction }
          : null,
      // Spec 2 §9: the last 7 days unless the address says otherwise.
      range: parseDateParam(search.get('date'), presetRange('last7Days', new Date(), timeZone)),
      timeZone,
      country: search.get('country'),
      adType: search.get('adType') === 'BANNER' ? 'BANNER' : 'PRODUCT',
      name: search.get('name') ?? '',
      status: search.get('status'),
      brandId: search.get('brandId'),
      logActivityCampaignId: search.get('logActivityCampaignId'),
      logActivityAdsSetId: search.get('logActivityAdsSetId'),
    };
  }, [key, timeZone]);

  const update = useCallback(
    (changes: Record<string, string | null>, { keepPage = false } = {}) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
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
