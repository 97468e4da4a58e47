import 'uplot/dist/uPlot.min.css';
import { Box, Center, ColorSwatch, Group, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import {
  browserTimeZone,
  guessGranularity,
  inDrawOrder,
  isEmptyChart,
  toAlignedData,
  tooltipContent,
} from './chart-data';
import { chartOptions } from './chart-options';
import { ChartTooltip } from './chart-tooltip';
import type { TimeSeriesChartProps } from './chart-types';

type Cursor = { index: number; left: number; top: number };

/** Where ResizeObserver is missing (old engines, jsdom) the chart keeps its first width. */
class NoResize {
  observe() {}
  disconnect() {}
}

/**
 * The app's one chart (issue 14): time-series lines drawn by uPlot on a canvas, as wide as its container,
 * with a tooltip of the hovered point. Load it through LazyTimeSeriesChart so pages without a chart do not
 * download uPlot.
 */
export default function TimeSeriesChart({
  x,
  series,
  label,
  timeZone,
  granularity,
  currency,
  height = 220,
  emptyText,
}: TimeSeriesChartProps) {
  const { i18n, t } = useTranslation('common');
  const locale = i18n.language;
  const zone = timeZone ?? browserTimeZone();
  const holder = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const [width, setWidth] = useState(0);
  // uPlot's series and data in drawing order (a higher layer on top); the legend and tooltip keep `series`.
  const drawn = useMemo(() => inDrawOrder(series), [series]);
  const data = useMemo(() => toAlignedData(x, drawn), [x, drawn]);
  const pointsAs = granularity ?? guessGranularity(data[0]);
  const isEmpty = isEmptyChart(x, series);

  useEffect(() => {
    const element = holder.current;
    if (isEmpty || !element) return;
    const start = Math.max(element.clientWidth, 120);
    const plot = new uPlot(
      chartOptions({
        series: drawn,
        data,
        width: start,
        height,
        timeZone: zone,
        granularity: pointsAs,
        locale,
        element,
        onCursor: setCursor,
      }),
      data,
      element,
    );
    setWidth(start);
    const observer = new (window.ResizeObserver ?? NoResize)(([entry]) => {
      const next = Math.max(Math.floor(entry?.contentRect.width ?? start), 120);
      if (next !== plot.width) plot.setSize({ width: next, height });
      setWidth(next);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
      setCursor(null);
    };
  }, [isEmpty, data, drawn, height, zone, pointsAs, locale]);

  if (isEmpty) {
    return (
      <Center h={height} data-testid="chart-empty">
        <Text size="sm" c="dimmed">
          {emptyText ?? t('dataTable.empty')}
        </Text>
      </Center>
    );
  }
  const content = cursor
    ? tooltipContent(cursor.index, data[0], series, {
        granularity: pointsAs,
        timeZone: zone,
        locale,
        currency,
      })
    : null;
  return (
    <Box pos="relative" role="img" aria-label={label} data-testid="time-series-chart">
      <div ref={holder} style={{ width: '100%', minHeight: height }} />
      {series.length > 1 ? (
        <Group gap="md" mt={4} data-testid="chart-legend">
          {series.map((entry) => (
            <Group key={entry.label} gap={6} wrap="nowrap">
              <ColorSwatch color={entry.color} size={10} withShadow={false} />
              <Text size="xs" c="dimmed">
                {entry.label}
              </Text>
            </Group>
          ))}
        </Group>
      ) : null}
      {content && cursor ? (
        <ChartTooltip content={content} left={cursor.left} top={cursor.top} width={width} />
      ) : null}
    </Box>
  );
}
