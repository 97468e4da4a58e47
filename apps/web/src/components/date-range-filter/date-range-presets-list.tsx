import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { DateRangePreset } from '@portal/domain/date-range-presets';
import { useTranslation } from 'react-i18next';

export type DateRangePresetsListProps = {
  presets: readonly DateRangePreset[];
  /** The one preset highlighted (highlightedPreset): the current range is its days. */
  selected: DateRangePreset | null;
  onPick: (preset: DateRangePreset) => void;
};

/** The spec 1 §2 presets beside the calendar; they work before the calendar has loaded. */
export function DateRangePresetsList({ presets, selected, onPick }: DateRangePresetsListProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={2} miw={140}>
      {presets.map((name) => (
        <UnstyledButton
          key={name}
          px="xs"
          py={4}
          bg={selected === name ? 'blue.0' : undefined}
          style={{ borderRadius: 4 }}
          aria-current={selected === name ? 'true' : undefined}
          onClick={() => onPick(name)}
        >
          <Text size="sm" fw={selected === name ? 600 : 400}>
            {t(`dateRange.presets.${name}`)}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
