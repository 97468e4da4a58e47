import { Alert, Card, Group, Loader, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { numberFormat } from '@portal/domain/intl-formats';
import type { SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { IconChartLine } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money';
import { useForecast } from '../api/get-forecast';
import { bidCurrency } from '../utils/bid-currency';
import {
  type ForecastPeriod,
  forecastVariables,
  isDailyBudgetLow,
  noImpressionReason,
} from '../utils/forecast-variables';
import type { WizardContext } from '../utils/wizard-context';

export type ForecastPanelProps = {
  form: SponsorCampaignForm;
  context: Pick<WizardContext, 'walletCurrency' | 'bannerTypes'>;
  /** The catalog's minimum bid (wallet currency, the one the bid step checks); null: not known yet. */
  minBid?: string | null;
  /**
   * What the panel reads the forecast with is still loading (the catalogs and their zone, the wallet
   * currency, the banner slots, the bid bounds): it shows its skeleton, no figure and no verdict (0278).
   */
  inputsLoading?: boolean;
};

/**
 * The forecast side panel (spec 2 §2, flag sponsor_forecast; the wizards decide when it shows): clicks,
 * impressions and cost as low–high ranges for 7 or 30 days and the suggested daily budget, from the
 * marketplace's recorded traffic (decision 0216), asked 800 ms after the inputs last changed; 'error
 * loading preview' when the call fails (§8), the lowDailyBudget warning when the daily budget is below the
 * suggestion (§5), and a note instead of zeros when nothing is recorded for these inputs yet. While its inputs
 * or the first answer for them are on their way it shows a skeleton: "not expected to show" read with a
 * missing minimum bid or banner slot would blame the wrong thing, or be wrong (decision 0278).
 */
export function ForecastPanel({ form, context, minBid = null, inputsLoading = false }: ForecastPanelProps) {
  const { t, i18n } = useTranslation('sponsorWizard');
  const { t: rules } = useTranslation('sponsorRules');
  const formatMoney = useFormatMoney();
  const [period, setPeriod] = useState<ForecastPeriod>(7);
  const variables = forecastVariables(form, period, context.bannerTypes);
  const { forecast, error, fetching } = useForecast(variables);
  // No verdict before the inputs are known, nor "choose the country" while the first answer is on its way.
  const loading = inputsLoading || (variables !== null && fetching && !forecast && !error);
  const money = (amount: string) => formatMoney(amount, context.walletCurrency);
  const numbers = numberFormat(i18n.language);
  const count = (range: { low: number; high: number }) =>
    t('forecast.range', { low: numbers.format(range.low), high: numbers.format(range.high) });
  const noImpression = noImpressionReason(form, minBid);
  const noneExpected =
    noImpression === 'bidBelowMinimum'
      ? t('forecast.bidBelowMinimum', {
          min: formatMoney(minBid ?? '0', bidCurrency(context.walletCurrency, form.adType)),
        })
      : noImpression === 'trafficControlOff'
        ? t('forecast.trafficControlOff')
        : t('forecast.noneExpected');
  return (
    <Card withBorder padding="md" data-testid="forecast-panel">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <IconChartLine size={20} stroke={1.5} />
            <Title order={5}>{t(form.adType === 'BANNER' ? 'forecast.bannerTitle' : 'forecast.title')}</Title>
          </Group>
          {fetching || inputsLoading ? <Loader size="xs" aria-label={t('forecast.loading')} /> : null}
        </Group>
        <SegmentedControl
          size="xs"
          value={String(period)}
          onChange={(value) => setPeriod(value === '30' ? 30 : 7)}
          data={[
            { value: '7', label: t('forecast.days', { count: 7 }) },
            { value: '30', label: t('forecast.days', { count: 30 }) },
          ]}
        />
        {loading ? (
          <Stack gap={8} data-testid="forecast-loading" aria-busy="true">
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} radius="sm" />
            <Skeleton height={14} width="60%" radius="sm" />
          </Stack>
        ) : error ? (
          <Alert color="red" variant="light" role="alert">
            {t('forecast.error')}
          </Alert>
        ) : !forecast ? (
          <Text size="sm" c="dimmed">
            {t('forecast.incomplete')}
          </Text>
        ) : forecast.basedOnDays === 0 ? (
          <Text size="sm" c="dimmed" data-testid="forecast-no-history">
            {t('forecast.noHistory')}
          </Text>
        ) : (
          <Stack gap={6} data-testid="forecast-figures">
            <Figure label={t('forecast.impressions')} value={count(forecast.pImpression)} />
            <Figure label={t('forecast.clicks')} value={count(forecast.pClick)} />
            <Figure
              label={t('forecast.cost')}
              value={t('forecast.moneyRange', {
                low: money(forecast.pCost.low),
                high: money(forecast.pCost.high),
              })}
            />
            {forecast.pDailyBudgetSuggestion ? (
              <Figure label={t('forecast.dailyBudget')} value={money(forecast.pDailyBudgetSuggestion)} />
            ) : null}
            {forecast.pImpression.high === 0 ? (
              <Text size="sm" c="orange" data-testid="forecast-none-expected">
                {noneExpected}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('forecast.basedOn', { count: forecast.basedOnDays })}
            </Text>
          </Stack>
        )}
        {forecast && !error && !loading && isDailyBudgetLow(form, forecast.pDailyBudgetSuggestion) ? (
          <Alert color="yellow" variant="light" data-testid="low-daily-budget">
            {rules('lowDailyBudget')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}
