import { Box, Group, Paper, Text } from '@mantine/core';
import type { TooltipContent } from './chart-data';

export type ChartTooltipProps = {
  content: TooltipContent;
  left: number;
  top: number;
  /** The chart's width: past its middle the tooltip opens to the left of the cursor. */
  width: number;
};

/** The hovered point: its time, then each series' colour, name and value. */
export function ChartTooltip({ content, left, top, width }: ChartTooltipProps) {
  const toLeft = left > width / 2;
  return (
    <Paper
      shadow="md"
      withBorder
      p="xs"
      radius="sm"
      data-testid="chart-tooltip"
      style={{
        position: 'absolute',
        top: Math.max(0, top - 12),
        left: toLeft ? undefined : left + 14,
        right: toLeft ? width - left + 14 : undefined,
        pointerEvents: 'none',
        zIndex: 2,
        whiteSpace: 'nowrap',
      }}
    >
      <Text size="xs" fw={600} mb={4}>
        {content.title}
      </Text>
      {content.rows.map((row) => (
        <Group key={row.label} gap={6} wrap="nowrap">
          <Box w={10} h={10} style={{ borderRadius: 2, background: row.color, flex: 'none' }} />
          <Text size="xs">{row.label}</Text>
          <Text size="xs" fw={600} ml="auto" pl="sm">
            {row.text}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}
