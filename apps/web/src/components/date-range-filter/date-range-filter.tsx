import { Button, Group, Input, Popover } from '@mantine/core';
import {
  type DateRangePreset,
  type DayRange,
  formatDayRange,
  pastDateRangePresets,
  presetRange,
} from '@portal/domain/date-range-presets';
import { zonedDay } from '@portal/domain/zoned-day';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePanel, loadCalendar } from './date-range-panel';
import { DateRangePresetsList } from './date-range-presets-list';
import { highlightedPreset } from './highlighted-preset';

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
  /**
   * The preset the page's range stands for when the page knows it (e.g. its default range's): highlighted, while
   * the range still gives its days, over another preset that gives the same days; a preset the user picks here
   * comes first. By default the last 7 days, the spec's default report range (spec 1 §9, spec 2 §9); null: none
   * (the first matching preset in the list's order).
   */
  preset?: DateRangePreset | null;
  /** What the button says without a range (default "All dates"). */
  emptyText?: string;
  /** Show the field's label above the button, like the filters beside it (default true). */
  withLabel?: boolean;
};

const DEFAULT_PRESET: DateRangePreset = 'last7Days';

/** The one date-range filter: spec 1 §2 presets, the spec's yyyy/MM/dd input, a calendar loaded when opened. */
export function DateRangeFilter({
  value,
  onChange,
  timeZone,
  presets = pastDateRangePresets,
  preset = DEFAULT_PRESET,
  emptyText,
  withLabel = true,
}: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const [isOpen, setOpen] = useState(false);
  // The preset last picked here: the one highlighted while the range is still its days (the page may hold the
  // range only as days, which another preset can give too).
  const [picked, setPicked] = useState<DateRangePreset | null>(null);
  const labelId = useId();
  const label = t('dateRange.label');
  const text = formatDayRange(value) || (emptyText ?? t('dateRange.allDates'));
  const apply = (range: DayRange, from: DateRangePreset | null = null) => {
    setPicked(from);
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
              selected={highlightedPreset(value, presets, [picked, preset], new Date(), timeZone)}
              onPick={(name) => apply(presetRange(name, new Date(), timeZone), name)}
            />
            <DateRangePanel
              initial={value}
              onApply={(range) => apply(range)}
              today={zonedDay(new Date(), timeZone)}
            />
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
