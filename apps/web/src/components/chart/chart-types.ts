import type { ReactNode } from 'react';
import type { MoneyCurrency } from '../money';

/** How a series' values are written: a whole count, an amount of money (major units), a percentage. */
export type ChartValueFormat = 'count' | 'money' | 'percent';

export type ChartSeries = {
  label: string;
  /** One value per point of `x`; null is a gap. Money in major units (12.5 = 12.50), percent as 12.5 = 12.5 %. */
  values: readonly (number | null)[];
  /** Any CSS colour (a Mantine variable such as `var(--mantine-color-blue-6)` is read from the page). */
  color: string;
  /** Which y axis the series reads on; two series of different formats are clearer on two axes. */
  axis?: 'left' | 'right';
  format: ChartValueFormat;
  /**
   * Drawn above the series of a lower layer (default 0; ECharts' `z`), so a line that can coincide with
   * another (an average price on its price line) stays in sight. The legend and the tooltip keep the given order.
   */
  layer?: number;
};

export type TimeSeriesChartProps = {
  /** The points' instants, as Dates or epoch seconds, in time order. */
  x: readonly Date[] | readonly number[];
  series: readonly ChartSeries[];
  /** The chart's accessible name (what it shows). */
  label: string;
  /** The zone the axis and the tooltip read instants in; the browser's when absent. */
  timeZone?: string;
  /** 'day' writes the points as days (yyyy/MM/dd), 'hour' as moments; guessed from the spacing when absent. */
  granularity?: 'hour' | 'day';
  /** The currency of 'money' series (a code or the wallet's row); a plain number when absent. */
  currency?: MoneyCurrency | null;
  /** Height in CSS pixels (default 220); the width follows the container. */
  height?: number;
  /** Shown instead of the chart when there are no points (default: the tables' "Nothing to show"). */
  emptyText?: ReactNode;
};
