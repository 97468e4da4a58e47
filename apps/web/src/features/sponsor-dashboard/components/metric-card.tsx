import { Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTimeSeriesChart } from '../../../components/chart/lazy-time-series-chart';
import type { MoneyCurrency } from '../../../components/money';
import {
  chartValues,
  type DashboardMetric,
  type Figures,
  metricFormats,
  metricValue,
} from '../utils/dashboard-metrics';
import { metricText } from '../utils/metric-text';

export type MetricCardProps = {
  /** 0–3: the slot. */
  index: number;
  metric: DashboardMetric | null;
  options: readonly DashboardMetric[];
  /** What the four slots show: a metric on another card is offered disabled, naming that card. */
  slots: readonly (DashboardMetric | null)[];
  onChoose: (metric: DashboardMetric | null) => void;
  at: readonly Date[];
  buckets: readonly Figures[];
  total: Figures | null;
  currency: MoneyCurrency | null;
  timeZone: string;
  granularity: 'hour' | 'day';
  color: string;
  isLoading: boolean;
};

/** One of the four metric cards: the metric's menu, its total for the range and its chart. */
export function MetricCard(props: MetricCardProps) {
  const { index, metric, options, onChoose, at, buckets, total, currency, timeZone, granularity } = props;
  const { t, i18n } = useTranslation('sponsorDashboard');
  const name = metric ? t(`metrics.${metric}`) : t('card.choose');
  const series = useMemo(
    () =>
      metric
        ? [
            {
              label: t(`metrics.${metric}`),
              values: chartValues(metric, at, buckets),
              color: props.color,
              format: metricFormats[metric],
            },
          ]
        : [],
    [metric, at, buckets, props.color, t],
  );
  const menu = (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        {metric ? (
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            rightSection={<IconChevronDown size={14} />}
            aria-label={t('card.change', { number: index + 1, metric: name })}
          >
            {name}
          </Button>
        ) : (
          <Button variant="light" leftSection={<IconPlus size={16} />}>
            {t('card.choose')}
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => {
          const shownOn = props.slots.indexOf(option);
          const elsewhere = shownOn >= 0 && shownOn !== index;
          return (
            <Menu.Item
              key={option}
              onClick={() => onChoose(option)}
              disabled={option === metric || elsewhere}
              rightSection={
                elsewhere ? (
                  <Text size="xs" c="dimmed">
                    {t('card.onCard', { number: shownOn + 1 })}
                  </Text>
                ) : null
              }
            >
              {t(`metrics.${option}`)}
            </Menu.Item>
          );
        })}
        {metric ? (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => onChoose(null)}>{t('card.clear')}</Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`metric-card-${index}`} data-metric={metric ?? ''}>
      {metric ? (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            {menu}
          </Group>
          <Text fw={700} size="xl" px={4} data-testid="metric-total" title={t('card.total')}>
            {total ? metricText(metric, metricValue(metric, total), i18n.language, currency) : '—'}
          </Text>
          <LazyTimeSeriesChart
            x={at as Date[]}
            series={series}
            label={t('card.chart', { metric: name })}
            timeZone={timeZone}
            granularity={granularity}
            currency={currency}
            height={160}
            emptyText={props.isLoading ? '' : t('ranked.empty')}
          />
        </Stack>
      ) : (
        <Stack align="center" justify="center" gap="xs" mih={222}>
          {menu}
          <Text size="sm" c="dimmed" ta="center">
            {t('card.chooseHint')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
