import { Button, Center, Group, Loader, Stack, TextInput } from '@mantine/core';
import { type DayRange, formatDayRange, parseDayRange } from '@portal/domain/date-range-presets';
import type { CalendarDay } from '@portal/domain/zoned-day';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The calendar (@mantine/dates, dayjs and their styles: about 15 KiB gzipped) shows only in the open popover:
// it loads on the first opening (decision 0161), behind a stand-in of its size so the popover does not move.
export const loadCalendar = () => import('./date-range-calendar');
const DateRangeCalendar = lazy(async () => ({ default: (await loadCalendar()).DateRangeCalendar }));
// The calendar's size at Mantine's default size (two months side by side), measured in Chromium.
const CALENDAR_WIDTH = 534;
const CALENDAR_HEIGHT = 297;
const loadingCalendar = (
  <Center w={CALENDAR_WIDTH} h={CALENDAR_HEIGHT} data-testid="date-range-calendar-loading">
    <Loader size="sm" />
  </Center>
);

export type DateRangePanelProps = {
  initial: DayRange;
  onApply: (range: DayRange) => void;
  /** Today in the filter's zone (where the calendar opens without a range). */
  today: CalendarDay;
};

/**
 * The dropdown's editor: the range typed in the spec's format (yyyy/MM/dd – yyyy/MM/dd; an end before
 * the start is ignored; clearing empties the range) or picked on the calendar, applied together.
 */
export function DateRangePanel({ initial, onApply, today }: DateRangePanelProps) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState<[string | null, string | null]>([initial.start, initial.end]);
  const [text, setText] = useState(formatDayRange(initial));
  const pick = (next: [string | null, string | null]) => {
    setDraft(next);
    setText(formatDayRange({ start: next[0], end: next[1] }));
  };
  const readTyped = () => {
    if (text.trim() === '') return pick([null, null]);
    const typed = parseDayRange(text);
    // Anything else (an end before the start, an impossible day) is ignored: the previous range stays.
    if (typed) pick([typed.start, typed.end]);
    else setText(formatDayRange({ start: draft[0], end: draft[1] }));
  };
  // Apply takes what is typed even when the field still has the focus.
  const current = (): DayRange =>
    text.trim() === ''
      ? { start: null, end: null }
      : (parseDayRange(text) ?? { start: draft[0], end: draft[1] });
  const isComplete = Boolean(draft[0] && draft[1]);
  const isEmpty = !draft[0] && !draft[1];
  return (
    <Stack gap="xs">
      <TextInput
        label={t('dateRange.typed')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={readTyped}
        onKeyDown={(event) => {
          if (event.key === 'Enter') readTyped();
        }}
      />
      <Suspense fallback={loadingCalendar}>
        <DateRangeCalendar value={draft} onChange={pick} today={today} />
      </Suspense>
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={() => onApply({ start: null, end: null })}>
          {t('dateRange.clear')}
        </Button>
        <Button size="xs" disabled={!isComplete && !isEmpty} onClick={() => onApply(current())}>
          {t('dateRange.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
