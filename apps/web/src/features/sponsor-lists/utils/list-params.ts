import { type DayRange, presetRange } from '@portal/domain/date-range-presets';
import type { SortState } from '@portal/domain/sponsor-status';
import { parseDateParam } from '../../../components/date-range-filter/date-range-param';

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

/** The list's ad type in the address: product unless it says BANNER. */
export function adTypeOf(search: URLSearchParams): 'PRODUCT' | 'BANNER' {
  return search.get('adType') === 'BANNER' ? 'BANNER' : 'PRODUCT';
}

/**
 * The list state an address stands for, its days in `timeZone`. Pure, so the route loader that starts the
 * list's query before the page renders (app/routes/sponsor.data.ts) reads the address exactly as the page does.
 */
export function listParamsOf(search: URLSearchParams, timeZone: string, now = new Date()): ListParams {
  const sortColumn = search.get('sort');
  const direction = search.get('direction');
  return {
    page: pageOf(search.get('page')),
    sort:
      sortColumn && (direction === 'asc' || direction === 'desc') ? { column: sortColumn, direction } : null,
    // Spec 2 §9: the last 7 days unless the address says otherwise.
    range: parseDateParam(search.get('date'), presetRange('last7Days', now, timeZone)),
    timeZone,
    country: search.get('country'),
    adType: adTypeOf(search),
    name: search.get('name') ?? '',
    status: search.get('status'),
    brandId: search.get('brandId'),
    logActivityCampaignId: search.get('logActivityCampaignId'),
    logActivityAdsSetId: search.get('logActivityAdsSetId'),
  };
}
