import { formatDateTime, formatDay } from '@portal/domain/day-format';
import { numberFormat } from '@portal/domain/intl-formats';
import { formatMoneyText, type MoneyCurrency } from '../money';
import type { ChartSeries, ChartValueFormat } from './chart-types';

const DAY_SECONDS = 86_400;

/** Epoch seconds of each point (uPlot's x unit). */
export function toEpochSeconds(x: readonly Date[] | readonly number[]): number[] {
  return x.map((point) => (point instanceof Date ? point.getTime() / 1000 : point));
}

/**
 * uPlot's aligned data: the x seconds, then one array per series of exactly as many values (missing ones are
 * gaps, extra ones dropped), non-finite values as gaps.
 */
export function toAlignedData(
  x: readonly Date[] | readonly number[],
  series: readonly Pick<ChartSeries, 'values'>[],
): [number[], ...(number | null)[][]] {
  const xs = toEpochSeconds(x);
  const ys = series.map((entry) =>
    xs.map((_, index) => {
      const value = entry.values[index];
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    }),
  );
  return [xs, ...ys];
}

/**
 * The series in the order they are drawn: by layer, a higher one later (on top); within a layer as given.
 * uPlot draws its series in array order.
 */
export function inDrawOrder<T extends Pick<ChartSeries, 'layer'>>(series: readonly T[]): T[] {
  return series
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.layer ?? 0) - (b.entry.layer ?? 0) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * The indexes of the values with no value beside them (a null or the end on both sides): a line joins
 * nothing there, so only a marker shows them (DevExpress' ShowIsolatedPoints). A sparse series, such as
 * the average price of the days with a sale, is mostly these.
 */
export function isolatedIndexes(values: readonly (number | null)[]): number[] {
  const found: number[] = [];
  for (let index = 0; index < values.length; index++) {
    if (values[index] === null) continue;
    const before = index > 0 ? values[index - 1] : null;
    const after = index + 1 < values.length ? values[index + 1] : null;
    if ((before ?? null) === null && (after ?? null) === null) found.push(index);
  }
  return found;
}

/** True when there is nothing to draw: no points, or no series with a value. */
export function isEmptyChart(x: readonly unknown[], series: readonly Pick<ChartSeries, 'values'>[]): boolean {
  if (x.length === 0 || series.length === 0) return true;
  return series.every((entry) => entry.values.every((value) => value === null || value === undefined));
}

/** Days when the points are at least a day apart, else hours. */
export function guessGranularity(xs: readonly number[]): 'hour' | 'day' {
  if (xs.length < 2) return 'day';
  const first = xs[0] ?? 0;
  const second = xs[1] ?? 0;
  return second - first >= DAY_SECONDS - 3600 ? 'day' : 'hour';
}

/** A value as the tooltip writes it, in the user's language (decision 0133 formatters, 0172 money). */
export function formatChartValue(
  value: number | null | undefined,
  format: ChartValueFormat,
  locale: string,
  currency?: MoneyCurrency | null,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  switch (format) {
    case 'count':
      return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
    case 'percent':
      return `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;
    case 'money':
      return formatMoneyText(BigInt(Math.round(value * 1_000_000)), currency ?? null, locale);
  }
}

/** An axis tick: short, in the user's language (1.2K, 3.4M; percent with %). */
export function formatAxisValue(value: number, format: ChartValueFormat, locale: string): string {
  const text = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  return format === 'percent' ? `${text}%` : text;
}

/** A point's instant as people read it (decision 0181): a day, or a moment for hourly points. */
export function formatPointTime(seconds: number, granularity: 'hour' | 'day', timeZone: string): string {
  const at = new Date(seconds * 1000);
  return granularity === 'day' ? formatDay(at, timeZone) : formatDateTime(at, timeZone);
}

/** A time-axis tick: the day (MM/dd) at midnight or for daily points, else the hour (HH:mm). */
export function formatTimeTick(seconds: number, granularity: 'hour' | 'day', timeZone: string): string {
  const moment = formatDateTime(new Date(seconds * 1000), timeZone);
  const [day = '', time = ''] = moment.split(' ');
  return granularity === 'day' || time === '00:00' ? day.slice(5) : time;
}

export type TooltipContent = {
  title: string;
  rows: { label: string; color: string; text: string }[];
};

/** What the tooltip says for the point at `index`: its time, then each series' value. */
export function tooltipContent(
  index: number,
  xs: readonly number[],
  series: readonly ChartSeries[],
  options: { granularity: 'hour' | 'day'; timeZone: string; locale: string; currency?: MoneyCurrency | null },
): TooltipContent | null {
  const seconds = xs[index];
  if (seconds === undefined) return null;
  return {
    title: formatPointTime(seconds, options.granularity, options.timeZone),
    rows: series.map((entry) => ({
      label: entry.label,
      color: entry.color,
      text: formatChartValue(entry.values[index], entry.format, options.locale, options.currency),
    })),
  };
}

/** The browser's zone, for callers that give none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
