import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DayRange } from '@portal/domain/date-range-presets';
import { numberFormat } from '@portal/domain/intl-formats';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPaint } from '../../../components/after-paint';
import { ErrorBanner } from '../../../components/error-banner';
import { errorLines } from '../../../lib/form-errors';
import { useSeenOnce } from '../../../lib/use-seen-once';
import { useDashboardQueries } from '../hooks/use-dashboard-queries';
import { type DashboardFilters, useDashboardVariables } from '../hooks/use-dashboard-variables';
import { type DashboardAdType, isNothingRecorded, metricSet, totalFigures } from '../utils/dashboard-metrics';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { MetricCards } from './metric-cards';
import { RankedCard } from './ranked-card';
import { SummaryTable } from './summary-table';

export type DashboardFlags = {
  haloSalesReports: boolean;
  countryDemographic: boolean;
  searchTerms: boolean;
  exportDaily: boolean;
};

export type SponsorDashboardProps = {
  filters: DashboardFilters;
  /** The acting account (company): the product cards' saved choice is per account (spec 2 §4). */
  accountId: string | null;
  flags: DashboardFlags;
  onAdTypeChange: (adType: DashboardAdType) => void;
  onRangeChange: (range: DayRange) => void;
  countryFilter: ReactNode;
  /** The export of the daily figures (features/exports, composed by the route) for these arguments. */
  renderExport?: (params: Record<string, unknown>) => ReactNode;
  /** Bumped by the page header's refresh. */
  refreshKey?: number;
};

/** Spec 2 §2 "Dashboard" on /sponsor: filter bar, four metric cards, ranked cards and summary tables. */
export function SponsorDashboard(props: SponsorDashboardProps) {
  const { filters, flags, refreshKey = 0 } = props;
  const { t, i18n } = useTranslation('sponsorDashboard');
  const variables = useDashboardVariables(filters);
  // The search terms are the page's slowest summary and sit at its foot: asked once their table comes near
  // the viewport, not with the first paint (docs/performance.md, the dashboard's paint).
  const [searchTermsRef, searchTermsSeen] = useSeenOnce<HTMLDivElement>();
  const queries = useDashboardQueries(variables, {
    searchTerms: flags.searchTerms && searchTermsSeen,
    refreshKey,
  });
  const options = useMemo(
    () => metricSet(filters.adType, flags.haloSalesReports),
    [filters.adType, flags.haloSalesReports],
  );
  const data = queries.report.data;
  const nothing = data ? isNothingRecorded(totalFigures(data)) : false;
  const isBanner = filters.adType === 'BANNER';
  const terms = queries.searchTerms;
  const termsCut =
    terms.total != null && terms.showAll
      ? {
          note: t('tables.searchTermsFirst', {
            shown: numberFormat(i18n.language).format(terms.rows.length),
            total: numberFormat(i18n.language).format(terms.total),
          }),
          showAll: t('tables.showAllSearchTerms'),
          onShowAll: terms.showAll,
        }
      : null;
  const table = {
    adType: filters.adType,
    showHalo: flags.haloSalesReports,
    isLoading: queries.summariesLoading,
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sponsor-dashboard-title">
      <Stack gap="md" data-testid="sponsor-dashboard">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} size="h3" id="sponsor-dashboard-title">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('titleTip')}
            </Text>
          </Stack>
          <DashboardFilterBar
            adType={filters.adType}
            onAdTypeChange={props.onAdTypeChange}
            range={filters.range}
            timeZone={filters.timeZone}
            onRangeChange={props.onRangeChange}
            countryFilter={props.countryFilter}
            onRefresh={queries.refresh}
            exportControl={flags.exportDaily && variables ? props.renderExport?.(variables) : null}
          />
        </Group>
        {queries.error ? <ErrorBanner lines={errorLines({ error: queries.error })} /> : null}
        {nothing ? (
          <Stack gap={0} data-testid="dashboard-no-data">
            <Text fw={500}>{t('noData')}</Text>
            <Text size="sm" c="dimmed">
              {t('noDataHint')}
            </Text>
          </Stack>
        ) : null}
        <MetricCards
          adType={filters.adType}
          accountId={props.accountId}
          options={options}
          report={data}
          isLoading={queries.report.isLoading}
          nothingRecorded={nothing}
        />
        {/* Below the four charts (in two rows up to 1408 px wide): drawn after them, as the tables under them
            (issue 14: the first paint's commit was the page's longest task). */}
        <AfterPaint minHeight={300}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <RankedCard
              title={t('ranked.campaigns')}
              kind="campaign"
              rows={queries.campaigns.rows}
              isLoading={queries.campaigns.isLoading}
              onShowAll={queries.campaigns.showAll}
              testId="ranked-campaigns"
            />
            <RankedCard
              title={t('ranked.countries')}
              kind="country"
              rows={queries.countries}
              isLoading={queries.summariesLoading}
              testId="ranked-countries"
            />
            <RankedCard
              title={t(isBanner ? 'ranked.bannerTypes' : 'ranked.platforms')}
              kind="platform"
              rows={queries.platforms}
              isLoading={queries.summariesLoading}
              testId="ranked-platforms"
            />
          </SimpleGrid>
        </AfterPaint>
        <AfterPaint minHeight={600}>
          <SummaryTable
            title={t(isBanner ? 'tables.bannerTypes' : 'tables.platforms')}
            nameHeader={t(isBanner ? 'columns.bannerType' : 'columns.platform')}
            kind="platform"
            rows={queries.platforms}
            testId="summary-platforms"
            {...table}
          />
          {flags.countryDemographic ? (
            <SummaryTable
              title={t('tables.countries')}
              nameHeader={t('columns.country')}
              kind="country"
              rows={queries.countries}
              testId="summary-countries"
              {...table}
            />
          ) : null}
          {flags.searchTerms ? (
            <div ref={searchTermsRef}>
              <SummaryTable
                title={t('tables.searchTerms')}
                nameHeader={t('columns.searchTerm')}
                kind="searchTerm"
                rows={terms.rows}
                cut={termsCut}
                testId="summary-search-terms"
                {...table}
                isLoading={!searchTermsSeen || terms.isLoading}
              />
            </div>
          ) : null}
        </AfterPaint>
      </Stack>
    </Paper>
  );
}
