import { paths } from '../../../config/paths';
import { withKeptParams } from '../../../lib/query-params';

const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

/** Edit or review: the advanced detail page under use_advanced_sponsor_campaign_ui, else the wizard's budget step. */
export function editPath(campaignId: string, useAdvancedUi: boolean): string {
  return useAdvancedUi
    ? fill(paths.sponsorV2Detail, { id: campaignId })
    : fill(paths.sponsorWizard, { id: campaignId, step: 'budget' });
}

export function detailPath(campaignId: string): string {
  return fill(paths.sponsorV2Detail, { id: campaignId });
}

/** After copying to another supplier the wizard opens on the copy's first step. */
export function copiedPath(campaignId: string): string {
  return fill(paths.sponsorWizard, { id: campaignId, step: 'type' });
}

/** The campaign list's own parameters, carried to a campaign's ad-set page and back (the kept ones travel by themselves). */
const listStateParams = ['adType', 'date', 'country', 'name', 'status', 'sort', 'direction', 'page'] as const;
/** The ad-set page's parameter holding the list's state it was opened from. */
export const listStateParam = 'list';

function pick(search: URLSearchParams, names: readonly string[]): URLSearchParams {
  const picked = new URLSearchParams();
  for (const name of names) {
    const value = search.get(name);
    if (value) picked.set(name, value);
  }
  return picked;
}

const withQuery = (path: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * A campaign's ad-set page opened from the list at `listSearch`: the page starts on the list's date range and
 * country (spec 2 §2, its own `date` and `country`) and keeps the list's state in `list` for its way back.
 */
export function adSetPagePath(campaignId: string, listSearch = ''): string {
  const list = new URLSearchParams(listSearch);
  const query = pick(list, ['date', 'country']);
  const state = pick(list, listStateParams).toString();
  if (state) query.set(listStateParam, state);
  return withKeptParams(withQuery(fill(paths.sponsorAdSet, { cid: campaignId }), query), listSearch);
}

/**
 * "Back to campaigns" from the ad-set page at `adSetSearch`: the list as it was opened from (`list`); without
 * it (a link from elsewhere), the list of the campaign's ad type on the page's date range and country.
 */
export function campaignListPath(adSetSearch: string, adType: 'PRODUCT' | 'BANNER'): string {
  const current = new URLSearchParams(adSetSearch);
  const state = current.get(listStateParam);
  const query =
    state !== null ? pick(new URLSearchParams(state), listStateParams) : pick(current, ['date', 'country']);
  if (state === null && adType === 'BANNER') query.set('adType', 'BANNER');
  return withKeptParams(withQuery(paths.sponsor, query), adSetSearch);
}

/** Advanced Setup: the advanced wizard under the flag, else the legacy six-step wizard. */
export function newCampaignPath(useAdvancedUi: boolean): string {
  return useAdvancedUi ? paths.sponsorV2 : paths.sponsorNew;
}
