import { Skeleton } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { TimeSeriesChartProps } from './chart-types';

// The chart's module once it has loaded: a chart rendered after that draws at once. Through `lazy` alone it
// would suspend on its first render even with the module in memory, and React holds a revealed Suspense
// boundary back (up to 300 ms after its fallback showed): on /sponsor that was 100-150 ms between the data
// and the four charts (issue 14, paint <= 1 s; docs/performance.md).
let loadedChart: ComponentType<TimeSeriesChartProps> | null = null;

// uPlot and its CSS load with the first chart a page shows, never with the page itself (decision 0161).
const loadChart = () =>
  import('./time-series-chart').then((module) => {
    loadedChart = module.default;
    return module;
  });
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
  // Chosen once per chart, so a chart that started behind Suspense is not mounted again when the code arrives.
  const [Loaded] = useState(() => loadedChart);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 220} radius="sm" data-testid="chart-loading" />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}
