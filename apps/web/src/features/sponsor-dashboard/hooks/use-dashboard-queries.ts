import { useCallback, useEffect, useState } from 'react';
import type { DashboardVariables } from '../api/dashboard-variables';
import { useDashboardReport } from '../api/get-dashboard-report';
import {
  campaignsCut,
  summaryRows,
  useDashboardCampaigns,
  useDashboardSummaries,
  useSearchTermSummary,
} from '../api/get-dashboard-summaries';

/**
 * "Show all" (campaigns, search terms) holds for the filters it was asked under: a new range, ad type,
 * country or brand shows the first 100 again (a list of every group is asked for one view, not kept for the
 * next one). Reset while rendering, so the new filters never ask for every group first.
 */
function useShowAll(variables: DashboardVariables | null) {
  const key = variables ? JSON.stringify(variables) : null;
  const [all, setAll] = useState({ key, on: false });
  if (all.key !== key) setAll({ key, on: false });
  const show = useCallback(() => setAll({ key, on: true }), [key]);
  return [all.on && all.key === key, show] as const;
}

/**
 * True from the first time the chart report has figures (from the network or the cache) or an error on this page. The summaries
 * wait for it on the page's first load only: the year's chart report and the summaries share the server's
 * core, and the four charts are what the page paints first (issue 14's paint target, docs/performance.md,
 * session 18). Later filter changes ask everything at once.
 */
function useReportAnsweredOnce(answered: boolean) {
  const [once, setOnce] = useState(false);
  if (answered && !once) setOnce(true);
  return once || answered;
}

/**
 * The dashboard's queries (spec 2 §7): the chart report, the summaries by country and platform, the
 * campaigns and the search terms (first 100, then all, until the filters change; the terms when shown, with
 * how many there are while cut at 100); `refresh` asks
 * them all from the network, as does a new `refreshKey` (the page header's refresh).
 */
export function useDashboardQueries(
  variables: DashboardVariables | null,
  { searchTerms, refreshKey }: { searchTerms: boolean; refreshKey: number },
) {
  const [allCampaigns, showAllCampaigns] = useShowAll(variables);
  const [allTerms, showAllTerms] = useShowAll(variables);
  const [report, reexecuteReport] = useDashboardReport(variables);
  const held = !useReportAnsweredOnce(Boolean(report.data || report.error));
  const [summaries, reexecuteSummaries] = useDashboardSummaries(variables, held);
  const [campaigns, reexecuteCampaigns] = useDashboardCampaigns(variables, allCampaigns, held);
  const [terms, reexecuteTerms] = useSearchTermSummary(variables, allTerms, held || !searchTerms);
  const refresh = useCallback(() => {
    // urql runs a paused query when asked again: nothing before the range is known, no terms when hidden.
    if (variables === null) return;
    const asked = [reexecuteReport, reexecuteSummaries, reexecuteCampaigns];
    for (const reexecute of searchTerms ? [...asked, reexecuteTerms] : asked)
      reexecute({ requestPolicy: 'network-only' });
  }, [variables, searchTerms, reexecuteReport, reexecuteSummaries, reexecuteCampaigns, reexecuteTerms]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the page header's refresh is pressed.
  useEffect(() => {
    if (refreshKey > 0) refresh();
  }, [refreshKey]);

  const waiting = variables === null || held;
  const campaignList = campaignsCut(summaryRows(campaigns.data?.reportDashboardCampaigns), allCampaigns);
  const termRows = summaryRows(terms.data?.searchTermSummary);
  const termCount = terms.data?.searchTermCount;
  const termsCut = !allTerms && termCount != null && termCount > termRows.length;
  return {
    refresh,
    error: report.error ?? summaries.error ?? campaigns.error ?? terms.error,
    report: { data: report.data?.dashboardReport ?? null, isLoading: variables === null || report.fetching },
    countries: summaryRows(summaries.data?.reportDashboard),
    platforms: summaryRows(summaries.data?.platformSummary),
    summariesLoading: waiting || summaries.fetching,
    campaigns: {
      rows: campaignList.rows,
      isLoading: waiting || campaigns.fetching,
      showAll: campaignList.cut ? showAllCampaigns : undefined,
    },
    searchTerms: {
      rows: termRows,
      isLoading: waiting || terms.fetching,
      /** How many terms there are while only the first 100 are shown (null: every term is). */
      total: termsCut ? termCount : null,
      showAll: termsCut ? showAllTerms : undefined,
    },
  };
}
