import { Stack } from '@mantine/core';
import { canLaunchCampaigns } from '@portal/domain/roles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AfterPaint } from '../../components/after-paint';
import { profileTimeZone } from '../../components/date-range-filter/time-zones';
import { ExportButton } from '../../features/exports/components/export-button';
import { useFeatureFlag } from '../../features/platform/hooks/use-feature-flag';
import { SponsorDashboard } from '../../features/sponsor-dashboard/components/sponsor-dashboard';
import { DiagnosticsDialog } from '../../features/sponsor-diagnostics/components/diagnostics-dialog';
import { useDiagnosticsParam } from '../../features/sponsor-diagnostics/hooks/use-diagnostics-param';
import { CampaignList } from '../../features/sponsor-lists/components/campaign-list';
import { CountryFilter } from '../../features/sponsor-lists/components/country-filter';
import { SponsorPageHeader } from '../../features/sponsor-lists/components/sponsor-page-header';
import { useListParams } from '../../features/sponsor-lists/hooks/use-list-params';
import { newCampaignPath } from '../../features/sponsor-lists/utils/destinations';
import { withKeptParams } from '../../lib/query-params';
import { useSession, viewerOf } from '../session';
import { reportTargetOf, useSkuReportDialogs } from './use-sku-report-dialogs';
import { useSwitchToCompany } from './use-switch-to-company';

// Shown only when the user asks for a quick campaign: its forms, pickers and texts load then.
const QuickCampaignDialog = lazy(async () => ({
  default: (await import('../../features/sponsor-content')).QuickCampaignDialog,
}));

/**
 * The dashboard over the campaign list: it reads the list's own address parameters (adType, country, date),
 * so both always show the same range, country and ad type.
 */
function Dashboard({ accountId, refreshKey }: { accountId: string | null; refreshKey: number }) {
  const { t } = useTranslation('sponsorDashboard');
  const [params, set] = useListParams();
  const flags = {
    haloSalesReports: useFeatureFlag('halo_sales_reports').isActive,
    countryDemographic: useFeatureFlag('show_country_demographic_report').isActive,
    searchTerms: useFeatureFlag('sponsor_search_term_report').isActive,
    exportDaily: useFeatureFlag('export_daily_dashboard_data').isActive,
  };
  return (
    <SponsorDashboard
      filters={{
        adType: params.adType,
        country: params.country,
        range: params.range,
        timeZone: params.timeZone,
        brandId: params.brandId,
      }}
      accountId={accountId}
      flags={flags}
      onAdTypeChange={set.setAdType}
      onRangeChange={set.setRange}
      countryFilter={<CountryFilter value={params.country} onChange={set.setCountry} />}
      renderExport={(exportParams) => (
        <ExportButton dataType="DASHBOARD_DAILY" params={exportParams} label={t('export')} />
      )}
      refreshKey={refreshKey}
    />
  );
}

/** /sponsor: the page header (launch, refresh) over the dashboard and the product and banner campaign lists. */
export function SponsorRoute() {
  const me = useSession();
  const viewer = viewerOf(me);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const brandId = search.get('brandId');
  const advancedUi = useFeatureFlag('use_advanced_sponsor_campaign_ui');
  const quickCampaign = useFeatureFlag('enable_quick_campaign_creation');
  const [isQuickOpen, setQuickOpen] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const switchToCompany = useSwitchToCompany(me);
  // Diagnose (spec 2 §2): staff with the flag, from the row menu or the diagnosticCampaignId parameter.
  const diagnostics = useDiagnosticsParam();
  const diagnosticsFlag = useFeatureFlag('sponsor_campaign_diagnostics');
  const canDiagnose = viewer.isStaff && diagnosticsFlag.isActive;
  // SKU performance and download sales (spec 2 §2 row menu), each dialog with its flags.
  const skuReports = useSkuReportDialogs();
  const [listParams] = useListParams();
  return (
    <Stack gap="lg">
      <SponsorPageHeader
        canLaunch={canLaunchCampaigns(viewer)}
        hasBrand={Boolean(brandId)}
        showQuickCampaign={quickCampaign.isActive}
        onRefresh={() => setRefreshKey((key) => key + 1)}
        onQuickCampaign={() => setQuickOpen(true)}
        onAdvancedSetup={() =>
          navigate(withKeptParams(newCampaignPath(advancedUi.isActive), location.search))
        }
      />
      <Dashboard accountId={me.company?.id ?? null} refreshKey={refreshKey} />
      <AfterPaint minHeight={900}>
        <CampaignList
          viewer={{ roleName: viewer.roleName, isStaff: viewer.isStaff }}
          currentCompanyId={me.company?.id ?? null}
          useAdvancedUi={advancedUi.isActive}
          refreshKey={refreshKey}
          onSwitchCompany={switchToCompany}
          renderExport={(params) => <ExportButton dataType="SPONSOR_CAMPAIGNS" params={params} />}
          onDiagnose={canDiagnose ? (row) => diagnostics.open(row.id) : undefined}
          onSkuPerformance={(row) => skuReports.openSkuPerformance(reportTargetOf(row, listParams.timeZone))}
          onDownloadSales={
            skuReports.openSales
              ? (row) =>
                  skuReports.openSales?.(reportTargetOf(row, listParams.timeZone), row.adSet?.id ?? null)
              : undefined
          }
        />
      </AfterPaint>
      {skuReports.dialogs}
      <DiagnosticsDialog
        campaignId={canDiagnose ? diagnostics.campaignId : null}
        onClose={diagnostics.close}
        timeZone={profileTimeZone(me)}
      />
      {isQuickOpen ? (
        <Suspense fallback={null}>
          <QuickCampaignDialog
            opened={isQuickOpen}
            onClose={() => setQuickOpen(false)}
            brandId={brandId}
            companyId={me.company?.id ?? null}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
