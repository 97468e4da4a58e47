import { useParams } from 'react-router';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { AdSetPage } from '../../features/sponsor-lists/components/adset-page';
import { useListParams } from '../../features/sponsor-lists/hooks/use-list-params';
import type { ListRow } from '../../features/sponsor-lists/utils/rows';
import { useSession, viewerOf } from '../session';
import { reportTargetOf, useSkuReportDialogs } from './use-sku-report-dialogs';
import { useSwitchToCompany } from './use-switch-to-company';

/** /sponsor/adset/{cid}: one campaign's ad sets (spec 2 §2). */
export function SponsorAdSetRoute() {
  const me = useSession();
  const viewer = viewerOf(me);
  const { cid } = useParams();
  const advancedUi = useFeatureFlag('use_advanced_sponsor_campaign_ui');
  const switchToCompany = useSwitchToCompany(me);
  // SKU performance and download sales of one ad set (spec 2 §2 row menu).
  const skuReports = useSkuReportDialogs();
  const [listParams] = useListParams();
  const targetOf = (row: ListRow) => reportTargetOf(row, listParams.timeZone, cid);
  return (
    <>
      <AdSetPage
        campaignId={cid ?? null}
        viewer={{ roleName: viewer.roleName, isStaff: viewer.isStaff }}
        currentCompanyId={me.company?.id ?? null}
        useAdvancedUi={advancedUi.isActive}
        onSwitchCompany={switchToCompany}
        onSkuPerformance={(row) => skuReports.openSkuPerformance(targetOf(row))}
        onDownloadSales={
          skuReports.openSales ? (row) => skuReports.openSales?.(targetOf(row), row.id) : undefined
        }
      />
      {skuReports.dialogs}
    </>
  );
}
