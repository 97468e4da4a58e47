import { SimpleGrid, Skeleton } from '@mantine/core';
import { useMemo } from 'react';
import type { DashboardReport } from '../api/get-dashboard-report';
import { useMetricChoice } from '../hooks/use-metric-choice';
import {
  bucketFigures,
  type DashboardAdType,
  type DashboardMetric,
  totalFigures,
} from '../utils/dashboard-metrics';
import { MetricCard } from './metric-card';

const slotColors = [
  'var(--mantine-color-blue-6)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-grape-6)',
  'var(--mantine-color-orange-6)',
];

export type MetricCardsProps = {
  adType: DashboardAdType;
  accountId: string | null;
  options: readonly DashboardMetric[];
  report: DashboardReport | null;
  isLoading: boolean;
  /** The range recorded nothing: the charts say so instead of drawing zeros. */
  nothingRecorded: boolean;
};

/** The four metric cards (spec 2 §2): defaults Impressions and Clicks and two empty slots, the choice saved. */
export function MetricCards(props: MetricCardsProps) {
  const { adType, accountId, options, report, isLoading } = props;
  const [slots, choose] = useMetricChoice(adType, accountId, options);
  const buckets = useMemo(() => (report ? bucketFigures(report) : { at: [], figures: [] }), [report]);
  const total = useMemo(() => (report ? totalFigures(report) : null), [report]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
      {slots.map((metric, index) =>
        isLoading && !report && metric ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are fixed places.
          <Skeleton key={index} height={240} radius="md" />
        ) : (
          <MetricCard
            // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are fixed places.
            key={index}
            index={index}
            metric={metric}
            options={options}
            slots={slots}
            onChoose={(next) => choose(index, next)}
            at={props.nothingRecorded ? [] : buckets.at}
            buckets={props.nothingRecorded ? [] : buckets.figures}
            total={total}
            currency={report?.currency ?? null}
            timeZone={report?.timeZone ?? 'UTC'}
            granularity={report?.granularity === 'DAY' ? 'day' : 'hour'}
            color={slotColors[index] ?? slotColors[0] ?? ''}
            isLoading={isLoading}
          />
        ),
      )}
    </SimpleGrid>
  );
}
