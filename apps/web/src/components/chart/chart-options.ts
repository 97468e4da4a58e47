import { wallClockAsLocal } from '@portal/domain/zoned-day';
import type uPlot from 'uplot';
import { formatAxisValue, formatTimeTick, isolatedIndexes } from './chart-data';
import type { ChartSeries } from './chart-types';

/** Canvas strokes cannot read CSS variables: `var(--name)` becomes the value the page gives it. */
export function resolveColor(color: string, element: Element): string {
  const variable = /^var\((--[^),\s]+)/.exec(color.trim())?.[1];
  if (!variable) return color;
  return getComputedStyle(element).getPropertyValue(variable).trim() || color;
}

export type ChartOptionsInput = {
  /** The series in drawing order (inDrawOrder), and their aligned data in the same order (x first). */
  series: readonly ChartSeries[];
  data: readonly [readonly number[], ...(readonly (number | null)[])[]];
  width: number;
  height: number;
  timeZone: string;
  granularity: 'hour' | 'day';
  locale: string;
  element: Element;
  onCursor: (cursor: { index: number; left: number; top: number } | null) => void;
};

const HOUR_S = 3_600;
const DAY_S = 86_400;
/**
 * The time axis' possible tick spacings (seconds): whole hours for hourly points, whole days (then weeks,
 * about a month, a quarter) for daily ones, so a day's label never repeats under the same day.
 */
export function timeIncrements(granularity: 'hour' | 'day'): number[] {
  const days = [1, 2, 7, 14, 30, 91, 182, 365].map((count) => count * DAY_S);
  return granularity === 'hour' ? [1, 2, 3, 6, 12].map((count) => count * HOUR_S).concat(days) : days;
}

/** Beyond this many points a line's markers would crowd it: only its isolated values keep theirs. */
export const MAX_MARKED_POINTS = 48;

/**
 * The markers of a series with lone values: dots of its colour (Highcharts' default marker), not uPlot's
 * thin white ring, so a lone value stands out on a line it lies on.
 */
const ISOLATED_MARKER_SIZE = 8;

/**
 * A series' markers: every point while there are few, else only the isolated values (no value beside them),
 * which a line cannot show. Found once here, so a dense series (none isolated) draws as before.
 */
function seriesPoints(
  values: readonly (number | null)[],
  pointCount: number,
  color: string,
): uPlot.Series.Points {
  const show = pointCount <= MAX_MARKED_POINTS;
  const isolated = isolatedIndexes(values);
  if (isolated.length === 0) return { show };
  return {
    show,
    size: ISOLATED_MARKER_SIZE,
    fill: color,
    filter: (_plot, _index, shown) => (shown ? null : isolated),
  };
}

const fromZero = (_: uPlot, _min: number | null, max: number | null): uPlot.Range.MinMax => [
  0,
  max !== null && max > 0 ? max * 1.1 : 1,
];

/** uPlot's options: a time axis in the zone, one or two value axes (left, right), our tooltip instead of its legend. */
export function chartOptions(input: ChartOptionsInput): uPlot.Options {
  const { series, timeZone, granularity, locale, element } = input;
  const text = resolveColor('var(--mantine-color-dimmed)', element);
  const grid = resolveColor('var(--mantine-color-default-border)', element);
  const axisOf = (side: 'left' | 'right') => series.find((entry) => (entry.axis ?? 'left') === side);
  const left = axisOf('left');
  const right = axisOf('right');
  const valueAxis = (scale: 'left' | 'right', entry: ChartSeries): uPlot.Axis => ({
    scale,
    side: scale === 'left' ? 3 : 1,
    stroke: text,
    size: 56,
    grid: { show: scale === 'left' || !left, stroke: grid, width: 1 },
    ticks: { show: false },
    values: (_, splits) => splits.map((value) => formatAxisValue(value, entry.format, locale)),
  });
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    tzDate: (seconds) => wallClockAsLocal(new Date(seconds * 1000), timeZone),
    cursor: { drag: { x: false, y: false, setScale: false }, points: { size: 7 } },
    scales: { x: { time: true }, left: { range: fromZero }, right: { range: fromZero } },
    series: [
      {},
      ...series.map((entry, index) => {
        const stroke = resolveColor(entry.color, element);
        return {
          label: entry.label,
          scale: entry.axis ?? 'left',
          stroke,
          width: 2,
          points: seriesPoints(input.data[index + 1] ?? [], input.data[0].length, stroke),
        };
      }),
    ],
    axes: [
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        // uPlot's 50 px between labels left a 150 px plot (four cards a row at 1,440 px) one date for a
        // week; a "12/01" label is ~32 px wide, so 40 px keeps them apart and gives a week 4 dates.
        space: 40,
        incrs: timeIncrements(granularity),
        values: (_, splits) => splits.map((seconds) => formatTimeTick(seconds, granularity, timeZone)),
      },
      ...(left ? [valueAxis('left', left)] : []),
      ...(right ? [valueAxis('right', right)] : []),
    ],
    hooks: {
      setCursor: [
        (plot) => {
          const { idx, left: x, top: y } = plot.cursor;
          if (idx === null || idx === undefined || x === undefined || x < 0) input.onCursor(null);
          else
            input.onCursor({
              index: idx,
              left: x + plot.over.offsetLeft,
              top: (y ?? 0) + plot.over.offsetTop,
            });
        },
      ],
    },
  };
}
