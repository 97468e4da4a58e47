import type { AppDeps } from '../../app-deps';
import type { SignedIn } from '../../graphql/context';
import { sponsorScope } from '../sponsor-lists/sponsor-scope';
import { dashboardQuery } from './dashboard-filters';
import type { DashboardInput } from './dashboard-report';
import {
  countDashboardSummary,
  type DashboardSummaryRow,
  readDashboardSummary,
  type SummaryGroup,
} from './dashboard-summaries';

type Call<I> = { deps: Pick<AppDeps, 'db' | 'logger'>; actor: SignedIn; input: I };
type WithFirst = DashboardInput & { first?: number | null };

/** The scope and filters of a dashboard statement (`first` is the summary's cut, not a filter). */
function queryOf({ deps, actor, input }: Call<WithFirst>) {
  const { supplierId, first: _first, ...filters } = input;
  return dashboardQuery(deps.db, sponsorScope(actor, supplierId), filters);
}

async function summary(call: Call<WithFirst>, group: SummaryGroup): Promise<DashboardSummaryRow[]> {
  return readDashboardSummary(call.deps.db, await queryOf(call), group, call.input.first);
}

/** reportDashboard: the figures by country (catalog), ranked by costs. */
export function reportDashboard(call: Call<DashboardInput>) {
  return summary(call, 'country');
}

/** reportDashboardCampaigns: the figures by campaign, ranked by costs; `first` cuts the list (null: all). */
export function reportDashboardCampaigns(call: Call<WithFirst>) {
  return summary(call, 'campaign');
}

/**
 * platformSummary: by platform for product ads, by banner type for banners. A group whose code the portal
 * does not know has no name, and is logged (spec 2 §8 "Unknown platform in summary").
 */
export async function platformSummary(call: Call<DashboardInput>) {
  const rows = await summary(call, 'platform');
  const unknown = rows.filter((row) => row.name === null).map((row) => row.key);
  if (unknown.length)
    call.deps.logger.error({ codes: unknown, adType: call.input.adType }, 'unknown platform in summary');
  return rows;
}

/** searchTermSummary: by search term ("" is the empty term), ranked by costs; `first` cuts the list. */
export function searchTermSummary(call: Call<WithFirst>) {
  return summary(call, 'searchTerm');
}

/** searchTermCount: how many search terms searchTermSummary has without `first` (same scope and filters). */
export async function searchTermCount(call: Call<DashboardInput>) {
  return countDashboardSummary(call.deps.db, await queryOf(call), 'searchTerm');
}
