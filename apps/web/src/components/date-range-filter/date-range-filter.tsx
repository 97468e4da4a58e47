import { Button, Group, Input, Popover } from '@mantine/core';
import {
  type DateRangePreset,
  type DayRange,
  formatDayRange,
  matchingPreset,
  pastDateRangePresets,
  presetRange,
} from '@portal/domain/date-range-presets';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePanel, loadCalendar } from './date-range-panel';
import { DateRangePresetsList } from './date-range-presets-list';

export type DateRangeFilterProps = {
  /** Calendar days, both ends included; both null: no date filter. */
  value: DayRange;
  onChange: (range: DayRange) => void;
  /**
   * The IANA zone whose calendar the presets count in (docs/decisions/0171): the catalog's for reports,
   * the user's profile zone for billing lists and documents. Never the browser's.
   */
  timeZone: string;
  presets?: readonly DateRangePreset[];
  /** What the button says without a range (default "All dates"). */
  emptyText?: string;
  /** Show the field's label above the button, like the filters beside it (default true). */
  withLabel?: boolean;
};

/** The one date-range filter: spec 1 §2 presets, the spec's yyyy/MM/dd input, a calendar loaded when opened. */
export function DateRangeFilter({
  value,
  onChange,
  timeZone,
  presets = pastDateRangePresets,
  emptyText,
  withLabel = true,
}: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const [isOpen, setOpen] = useState(false);
  const labelId = useId();
  const label = t('dateRange.label');
  const text = formatDayRange(value) || (emptyText ?? t('dateRange.allDates'));
  const apply = (range: DayRange) => {
    onChange(range);
    setOpen(false);
  };
  const button = (
    <Button
      variant="default"
      leftSection={<IconCalendar size={16} />}
      onClick={() => setOpen((open) => !open)}
      // The name holds the visible range after the field's label (WCAG 2.5.3 label in name).
      aria-label={`${label}: ${text}`}
      data-testid="date-range"
      // Pointing at or tabbing to the button starts loading the calendar before it is pressed.
      onPointerEnter={() => void loadCalendar()}
      onFocus={() => void loadCalendar()}
    >
      {text}
    </Button>
  );
  // The button itself is the popover's target, so its aria-expanded sits on a button (axe aria-allowed-attr).
  const popover = (
    <Popover opened={isOpen} onChange={setOpen} position="bottom-start" shadow="md">
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown>
        {isOpen ? (
          <Group align="flex-start" gap="md" wrap="nowrap">
            <DateRangePresetsList
              presets={presets}
              selected={matchingPreset(value, presets, new Date(), timeZone)}
              onPick={(preset) => apply(presetRange(preset, new Date(), timeZone))}
            />
            <DateRangePanel initial={value} onApply={apply} />
          </Group>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
  if (!withLabel) return popover;
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId}>
      <div>{popover}</div>
    </Input.Wrapper>
  );
}
