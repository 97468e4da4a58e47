import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TimeSeriesChartProps } from './chart-types';

// uPlot and its CSS load with the first chart a page shows, never with the page itself (decision 0161).
const TimeSeriesChart = lazy(() => import('./time-series-chart'));

/** The one chart of the app, loaded on first use; a skeleton of its height meanwhile. */
export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 220} radius="sm" data-testid="chart-loading" />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}
