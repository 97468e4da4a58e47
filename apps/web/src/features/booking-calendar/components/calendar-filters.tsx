import { ActionIcon, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CalendarVenture } from '../types';
import { shiftMonth } from '../utils/month-grid';
import { monthTitle } from '../utils/month-names';
import type { CalendarSelection } from '../utils/selection';

export type CalendarFiltersProps = {
  ventures: readonly CalendarVenture[];
  selection: CalendarSelection;
  month: string;
  onVenture: (id: string) => void;
  onSegment: (id: string) => void;
  /** null: every placement of the segment. */
  onPlacement: (id: string | null) => void;
  onMonth: (month: string) => void;
};

/** Venture (required), segment of the venture, placement of the segment (optional), and the month. */
export function CalendarFilters(props: CalendarFiltersProps) {
  const { ventures, selection, month, onVenture, onSegment, onPlacement, onMonth } = props;
  const { t, i18n } = useTranslation('bookingCalendar');
  const { venture, segment, placement } = selection;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('filters.venture')}
          data={ventures.map((v) => ({ value: v.id, label: `${v.name} (${v.code})` }))}
          value={venture?.id ?? null}
          onChange={(value) => value && onVenture(value)}
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('filters.segment')}
          data={(venture?.segments ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={segment?.id ?? null}
          onChange={(value) => value && onSegment(value)}
          allowDeselect={false}
          placeholder={t('filters.noSegments')}
          disabled={!venture || venture.segments.length === 0}
          w={200}
        />
        <Select
          label={t('filters.placement')}
          data={(segment?.placements ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={placement?.id ?? null}
          onChange={(value) => onPlacement(value)}
          placeholder={t('filters.allPlacements')}
          clearable
          disabled={!segment}
          w={240}
        />
      </Group>
      <Group gap="xs">
        <ActionIcon
          variant="default"
          onClick={() => onMonth(shiftMonth(month, -1))}
          aria-label={t('month.previous')}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text fw={600} miw={140} ta="center" data-testid="calendar-month">
          {monthTitle(month, i18n.language)}
        </Text>
        <ActionIcon
          variant="default"
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label={t('month.next')}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
