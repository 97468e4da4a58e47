import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { LazyTimeSeriesChart } from './lazy-time-series-chart';

describe('LazyTimeSeriesChart', () => {
  it('shows a skeleton while the chart loads, then the empty text when there is nothing to draw', async () => {
    render(
      <LazyTimeSeriesChart
        x={[new Date('2026-11-20T00:00:00Z'), new Date('2026-11-21T00:00:00Z')]}
        series={[{ label: 'Clicks', values: [null, null], color: 'red', format: 'count' }]}
        label="Clicks over time"
        emptyText="No data recorded"
      />,
    );
    expect(screen.getByTestId('chart-loading')).toBeTruthy();
    expect((await screen.findByTestId('chart-empty')).textContent).toBe('No data recorded');
    expect(screen.queryByRole('img', { name: 'Clicks over time' })).toBeNull();
  });

  it('says the tables’ "Nothing to show" without points when the caller gives no text', async () => {
    render(<LazyTimeSeriesChart x={[]} series={[]} label="Empty" />);
    expect((await screen.findByTestId('chart-empty')).textContent).toBe('Nothing to show');
  });
});
