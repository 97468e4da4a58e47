import { Button, Center, Group, Loader, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, dateRangePresets, matchingPreset, presetRange } from '../utils/date-range';
import { formatDay } from '../utils/format';

// The calendar (@mantine/dates, dayjs and their styles: about 15 KiB gzipped) shows only in the open popover:
// it loads on the first opening (decision 0161), behind a stand-in of its size so the popover does not move.
const loadCalendar = () => import('./date-range-calendar');
const DateRangeCalendar = lazy(async () => ({ default: (await loadCalendar()).DateRangeCalendar }));
// The calendar's size at Mantine's default size (two months side by side), measured in Chromium.
const CALENDAR_WIDTH = 534;
const CALENDAR_HEIGHT = 297;
const loadingCalendar = (
  <Center w={CALENDAR_WIDTH} h={CALENDAR_HEIGHT}>
    <Loader size="sm" />
  </Center>
);

export type DateRangePickerProps = { value: DayRange; onChange: (range: DayRange) => void };

/** The report range: the presets of spec 2 §9 beside a two-month calendar. */
export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const { t, i18n } = useTranslation('sponsor');
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<[string | null, string | null]>([value.start, value.end]);
  const preset = matchingPreset(value);
  const label =
    value.start && value.end
      ? `${formatDay(value.start, i18n.language)} – ${formatDay(value.end, i18n.language)}`
      : t('dateRange.presets.lifetime');
  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      position="bottom-start"
      shadow="md"
      onOpen={() => setDraft([value.start, value.end])}
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconCalendar size={16} />}
          onClick={() => {
            setDraft([value.start, value.end]);
            setOpen((open) => !open);
          }}
          // The name holds the visible range after the field's label (WCAG 2.5.3 label in name).
          aria-label={`${t('dateRange.label')}: ${label}`}
          data-testid="date-range"
          // Pointing at or tabbing to the button starts loading the calendar before it is pressed.
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Stack gap={2} miw={140}>
            {dateRangePresets.map((name) => (
              <UnstyledButton
                key={name}
                px="xs"
                py={4}
                bg={preset === name ? 'blue.0' : undefined}
                style={{ borderRadius: 4 }}
                onClick={() => {
                  onChange(presetRange(name));
                  setOpen(false);
                }}
              >
                <Text size="sm" fw={preset === name ? 600 : 400}>
                  {t(`dateRange.presets.${name}`)}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
          <Stack gap="xs">
            <Suspense fallback={loadingCalendar}>
              <DateRangeCalendar value={draft} onChange={setDraft} />
            </Suspense>
            <Group justify="flex-end">
              <Button
                size="xs"
                disabled={!draft[0] || !draft[1]}
                onClick={() => {
                  if (draft[0] && draft[1]) onChange({ start: draft[0], end: draft[1] });
                  setOpen(false);
                }}
              >
                {t('actions.apply')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
