import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { LazyTimeSeriesChart, preloadTimeSeriesChart } from './lazy-time-series-chart';

// A file of its own: the chart's code must not have been rendered before in this module registry.
describe('LazyTimeSeriesChart after preloadTimeSeriesChart', () => {
  it('draws on its first render, without a skeleton, when the code was preloaded (no Suspense hold-back)', async () => {
    preloadTimeSeriesChart();
    await import('./time-series-chart');
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<LazyTimeSeriesChart x={[]} series={[]} label="Preloaded" />);
    expect(screen.queryByTestId('chart-loading')).toBeNull();
    expect(screen.getByTestId('chart-empty').textContent).toBe('Nothing to show');
  });
});
