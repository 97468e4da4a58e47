import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { inDrawOrder, isolatedIndexes, toAlignedData } from './chart-data';
import { chartOptions } from './chart-options';
import type { ChartSeries } from './chart-types';

const DAY_S = 86_400;
const start = Date.UTC(2026, 8, 9) / 1000;
const days = (count: number) => Array.from({ length: count }, (_, index) => start + index * DAY_S);

/** A value on the given days only, a gap on the others: the average value of the days with a sale. */
const sparse = (count: number, on: Record<number, number>) =>
  Array.from({ length: count }, (_, index) => on[index] ?? null);

/** uPlot's options as the chart builds them for these series (drawing order as the chart gives it). */
function optionsFor(x: number[], series: ChartSeries[]) {
  const drawn = inDrawOrder(series);
  return chartOptions({
    series: drawn,
    data: toAlignedData(x, drawn),
    width: 600,
    height: 260,
    timeZone: 'Asia/Jakarta',
    granularity: 'day',
    locale: 'en',
    element: document.body,
    onCursor: () => {},
  });
}

/** The indexes uPlot draws markers at, asked as it asks (`shown`: whether it draws them all). */
function markedIndexes(options: uPlot.Options, seriesIndex: number, shown: boolean) {
  const points = options.series[seriesIndex]?.points ?? {};
  const filter = points.filter;
  if (typeof filter === 'function') return filter({} as uPlot, seriesIndex, shown, null);
  return filter ?? null;
}

describe('chart options: markers of a sparse series', () => {
  it('marks the isolated values of a long series: a value with no value beside it has no line to draw', () => {
    const x = days(90);
    const average = sparse(90, { 3: 30, 10: 28, 11: 29, 40: 25, 89: 31 });
    const options = optionsFor(x, [
      { label: 'Average value', values: average, color: 'blue', format: 'money' },
      { label: 'Black price', values: x.map(() => 30), color: 'black', format: 'money' },
    ]);
    // Too many points to mark them all…
    expect(options.series[1]?.points?.show).toBe(false);
    // …but the lone sales keep their marker (days 10 and 11 are joined by a line), a dot of its colour.
    expect(markedIndexes(options, 1, false)).toEqual([3, 40, 89]);
    expect(options.series[1]?.points).toMatchObject({ fill: 'blue', size: 8 });
    // A dense series has none: drawn as before, no marker.
    expect(options.series[2]?.points?.show).toBe(false);
    expect(markedIndexes(options, 2, false)).toBeNull();
  });

  it('marks every point of a short range, a sparse series with dots, a dense one as before', () => {
    const x = days(30);
    const options = optionsFor(x, [
      { label: 'Average value', values: sparse(30, { 3: 30, 20: 25 }), color: 'blue', format: 'money' },
      { label: 'Black price', values: x.map(() => 30), color: 'black', format: 'money' },
    ]);
    expect(options.series[1]?.points?.show).toBe(true);
    expect(markedIndexes(options, 1, true)).toBeNull();
    expect(options.series[1]?.points).toMatchObject({ fill: 'blue', size: 8 });
    expect(options.series[2]?.points).toEqual({ show: true });
  });

  it('draws a series of a higher layer above the others, the rest in the given order', () => {
    const x = days(90);
    const options = optionsFor(x, [
      { label: 'Average value', values: sparse(90, { 5: 30 }), color: 'blue', format: 'money', layer: 1 },
      { label: 'Black price', values: x.map(() => 30), color: 'black', format: 'money' },
      { label: 'Promotion price', values: x.map(() => 24), color: 'red', format: 'money' },
      { label: 'Clicks', values: x.map(() => 3), color: 'violet', format: 'count', axis: 'right' },
    ]);
    expect(options.series.map((entry) => entry.label)).toEqual([
      undefined,
      'Black price',
      'Promotion price',
      'Clicks',
      'Average value',
    ]);
    // Its marker goes with it: the lone average on the black price line is drawn over that line.
    expect(markedIndexes(options, 4, false)).toEqual([5]);
  });
});

describe('isolatedIndexes', () => {
  it('finds the values with a gap or an end on both sides', () => {
    expect(isolatedIndexes([1, null, 2, 3, null, 4])).toEqual([0, 5]);
    expect(isolatedIndexes([null, null])).toEqual([]);
    expect(isolatedIndexes([7])).toEqual([0]);
    // Zero is a value, not a gap.
    expect(isolatedIndexes([0, null, 0, 0])).toEqual([0]);
  });
});
