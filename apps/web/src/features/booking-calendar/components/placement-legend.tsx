import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarPlacement } from '../types';
import { kindColor, placementColors } from '../utils/booking-colors';

export type PlacementLegendProps = {
  /** The placements shown; their colours mark the bars when no placement is chosen. */
  placements: readonly CalendarPlacement[];
  showsPlacements: boolean;
};

/** What the colours mean: a campaign or a reservation, and (every placement shown) which placement. */
export function PlacementLegend({ placements, showsPlacements }: PlacementLegendProps) {
  const { t } = useTranslation('bookingCalendar');
  const colors = placementColors(placements.map((placement) => placement.id));
  return (
    <Group gap="xs" data-testid="calendar-legend">
      <Badge variant="light" color={kindColor.campaign}>
        {t('legend.campaign')}
      </Badge>
      <Badge variant="light" color={kindColor.reservation}>
        {t('legend.reservation')}
      </Badge>
      {showsPlacements ? (
        <>
          <Text size="xs" c="dimmed">
            {t('legend.placements')}
          </Text>
          {placements.map((placement) => (
            <Badge key={placement.id} variant="dot" color={colors.get(placement.id)}>
              {placement.name}
            </Badge>
          ))}
        </>
      ) : null}
    </Group>
  );
}
