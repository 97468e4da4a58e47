import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TimeSeriesChartProps } from './chart-types';

// uPlot and its CSS load with the first chart a page shows, never with the page itself (decision 0161).
const loadChart = () => import('./time-series-chart');
const TimeSeriesChart = lazy(loadChart);

/**
 * Starts loading the chart's code now, for a page that will draw charts once its data is in (the /sponsor
 * route loader): the download runs beside the data's instead of after it.
 */
export function preloadTimeSeriesChart(): void {
  void loadChart().catch(() => {
    // A failed preload is retried by the chart itself when it renders (and reported there).
  });
}

/** The one chart of the app, loaded on first use; a skeleton of its height meanwhile. */
export function LazyTimeSeriesChart(props: TimeSeriesChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 220} radius="sm" data-testid="chart-loading" />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}
