import {
  type DateRangePreset,
  type DayRange,
  matchingPreset,
  presetRange,
} from '@portal/domain/date-range-presets';

/**
 * The one preset the picker highlights for a range. Several presets can give the same days (on Monday
 * 7 December 2026, the 1st to the 7th is both "Last 7 days" and "This month"): then the first of `chosen` (the
 * preset the user picked, the one the page knows its range by) that is offered and still gives those days,
 * else the first that does in the list's order. Null when none does.
 */
export function highlightedPreset(
  range: DayRange,
  presets: readonly DateRangePreset[],
  chosen: readonly (DateRangePreset | null | undefined)[],
  now: Date,
  timeZone: string,
): DateRangePreset | null {
  const known = chosen.find((preset) => {
    if (!preset || !presets.includes(preset)) return false;
    const days = presetRange(preset, now, timeZone);
    return days.start === range.start && days.end === range.end;
  });
  return known ?? matchingPreset(range, presets, now, timeZone);
}
