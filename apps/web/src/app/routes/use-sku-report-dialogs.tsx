import { lazy, Suspense, useState } from 'react';
import { ExportButton } from '../../features/exports/components/export-button';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import type { ListRow } from '../../features/sponsor-lists/utils/rows';

// The SKU performance and sales dialogs load when one first opens (their texts with them).
const SkuPerformanceDialog = lazy(
  () => import('../../features/sponsor-sku-report/components/sku-performance-dialog'),
);
const DownloadSalesDialog = lazy(
  () => import('../../features/sponsor-sku-report/components/download-sales-dialog'),
);

/** What the SKU and sales dialogs need of a list row: its campaign, ad set, the page's calendar and its start. */
export type ReportTarget = {
  campaignId: string;
  adSetId: string | null;
  name: string;
  timeZone: string;
  startDate: string | null;
};

/**
 * A campaign row (the dialog covers the campaign; sales its first ad set) or an ad-set row of `campaignId`.
 * The dialogs count days in the zone of the list they open from (`pageZone`: the chosen country's, else the
 * company's; decision 0171 addendum), so the same dates give the row's figures. In the catalog's own zone an
 * Indonesian campaign's week under a Singapore list was another week, with other totals.
 */
export function reportTargetOf(row: ListRow, pageZone: string, campaignId?: string): ReportTarget {
  return {
    campaignId: campaignId ?? row.id,
    adSetId: campaignId ? row.id : null,
    name: row.name,
    timeZone: pageZone,
    startDate: row.adSet?.startDate ?? null,
  };
}

/**
 * The row menu's report entries of the campaign and ad-set lists (spec 2 §2): the SKU performance dialog
 * with its flags (show_price_history, additional_sku_performance_metrics, download_sku_performance_report)
 * and download sales (download_campaign_sales: without it, no entry).
 */
export function useSkuReportDialogs() {
  const flags = {
    priceHistory: useFeatureFlag('show_price_history').isActive,
    additionalMetrics: useFeatureFlag('additional_sku_performance_metrics').isActive,
    export: useFeatureFlag('download_sku_performance_report').isActive,
    sales: useFeatureFlag('download_campaign_sales').isActive,
  };
  const [skuTarget, setSkuTarget] = useState<ReportTarget | null>(null);
  const [salesTarget, setSalesTarget] = useState<(ReportTarget & { adSetId: string }) | null>(null);
  const dialogs = (
    <>
      {skuTarget ? (
        <Suspense fallback={null}>
          <SkuPerformanceDialog
            target={skuTarget}
            onClose={() => setSkuTarget(null)}
            showPriceHistory={flags.priceHistory}
            additionalMetrics={flags.additionalMetrics}
            renderExport={
              flags.export
                ? (params) => <ExportButton dataType="SKU_PERFORMANCE" params={params} />
                : undefined
            }
          />
        </Suspense>
      ) : null}
      {salesTarget ? (
        <Suspense fallback={null}>
          <DownloadSalesDialog
            target={salesTarget}
            onClose={() => setSalesTarget(null)}
            renderExport={(params, label) => (
              <ExportButton dataType="CAMPAIGN_SALES" params={params} label={label} />
            )}
          />
        </Suspense>
      ) : null}
    </>
  );
  return {
    openSkuPerformance: setSkuTarget,
    /** Sales of one ad set: the target's, else the row's first (a campaign row). */
    openSales: flags.sales
      ? (target: ReportTarget, firstAdSetId: string | null) => {
          const adSetId = target.adSetId ?? firstAdSetId;
          if (adSetId) setSalesTarget({ ...target, adSetId });
        }
      : undefined,
    dialogs,
  };
}
