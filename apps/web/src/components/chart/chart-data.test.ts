import { describe, expect, it } from 'vitest';
import {
  formatAxisValue,
  formatChartValue,
  formatTimeTick,
  guessGranularity,
  isEmptyChart,
  toAlignedData,
  toEpochSeconds,
  tooltipContent,
} from './chart-data';
import { timeIncrements } from './chart-options';
import type { ChartSeries } from './chart-types';

const hourOne = Date.UTC(2026, 10, 20, 16) / 1000;
const series: ChartSeries[] = [
  { label: 'Clicks', values: [1200, 3], color: 'red', format: 'count' },
  { label: 'Costs', values: [12.5, null], color: 'blue', format: 'money', axis: 'right' },
  { label: 'CTR', values: [2.345, 0], color: 'green', format: 'percent' },
];

describe('chart data mapping', () => {
  it('takes Dates or epoch seconds for x', () => {
    expect(toEpochSeconds([new Date(hourOne * 1000)])).toEqual([hourOne]);
    expect(toEpochSeconds([hourOne])).toEqual([hourOne]);
  });

  it('aligns every series to x: missing values are gaps, extra ones dropped, NaN a gap', () => {
    const data = toAlignedData(
      [hourOne, hourOne + 3600],
      [{ values: [1] }, { values: [1, 2, 3] }, { values: [Number.NaN, 4] }],
    );
    expect(data).toEqual([
      [hourOne, hourOne + 3600],
      [1, null],
      [1, 2],
      [null, 4],
    ]);
  });

  it('is empty without points, without series, or when every value is a gap', () => {
    expect(isEmptyChart([], series)).toBe(true);
    expect(isEmptyChart([1], [])).toBe(true);
    expect(isEmptyChart([1, 2], [{ values: [null, null] }])).toBe(true);
    // Zeros are figures: a range with nothing recorded still draws a flat line when the caller asks.
    expect(isEmptyChart([1, 2], [{ values: [0, 0] }])).toBe(false);
  });

  it('guesses hours or days from the spacing of the points', () => {
    expect(guessGranularity([0, 3600])).toBe('hour');
    expect(guessGranularity([0, 86_400])).toBe('day');
    // A day that lost an hour to daylight saving is still a day.
    expect(guessGranularity([0, 82_800])).toBe('day');
  });
});

describe('chart value formats', () => {
  it('writes counts, percentages and money in the language', () => {
    expect(formatChartValue(1200, 'count', 'en')).toBe('1,200');
    expect(formatChartValue(1200, 'count', 'pt')).toBe('1.200');
    expect(formatChartValue(2.345, 'percent', 'en')).toBe('2.35%');
    expect(formatChartValue(2.345, 'percent', 'id')).toBe('2,35%');
    expect(formatChartValue(12.5, 'money', 'en', 'USD')).toBe('$12.50');
    expect(formatChartValue(null, 'count', 'en')).toBe('—');
  });

  it('shortens axis ticks', () => {
    expect(formatAxisValue(1500, 'count', 'en')).toBe('1.5K');
    expect(formatAxisValue(20, 'percent', 'en')).toBe('20%');
  });
});

describe('chart times', () => {
  const midnightJakarta = Date.UTC(2026, 10, 20, 17) / 1000; // 2026-11-21 00:00 Asia/Jakarta

  it('ticks the day at midnight in the zone and the hour otherwise', () => {
    expect(formatTimeTick(midnightJakarta, 'hour', 'Asia/Jakarta')).toBe('11/21');
    expect(formatTimeTick(midnightJakarta + 3 * 3600, 'hour', 'Asia/Jakarta')).toBe('03:00');
    expect(formatTimeTick(midnightJakarta, 'hour', 'UTC')).toBe('17:00');
    expect(formatTimeTick(midnightJakarta, 'day', 'Asia/Jakarta')).toBe('11/21');
  });

  it('says the hovered point: its time in the zone, then each series', () => {
    const content = tooltipContent(0, [midnightJakarta, midnightJakarta + 3600], series, {
      granularity: 'hour',
      timeZone: 'Asia/Jakarta',
      locale: 'en',
      currency: 'USD',
    });
    expect(content).toEqual({
      title: '2026/11/21 00:00',
      rows: [
        { label: 'Clicks', color: 'red', text: '1,200' },
        { label: 'Costs', color: 'blue', text: '$12.50' },
        { label: 'CTR', color: 'green', text: '2.35%' },
      ],
    });
    const daily = tooltipContent(1, [midnightJakarta, midnightJakarta + 86_400], series, {
      granularity: 'day',
      timeZone: 'Asia/Jakarta',
      locale: 'en',
    });
    expect(daily?.title).toBe('2026/11/22');
    expect(daily?.rows[1]?.text).toBe('—');
    expect(
      tooltipContent(5, [midnightJakarta], series, { granularity: 'day', timeZone: 'UTC', locale: 'en' }),
    ).toBeNull();
  });
});

describe('the time axis', () => {
  it('puts daily points on whole days (a day is never labelled twice) and hourly ones on whole hours', () => {
    expect(timeIncrements('day').every((seconds) => seconds % 86_400 === 0)).toBe(true);
    expect(timeIncrements('hour')[0]).toBe(3_600);
    expect(timeIncrements('hour').every((seconds) => seconds % 3_600 === 0)).toBe(true);
  });
});
