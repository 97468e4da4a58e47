import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

/** The runtime's IANA zones with their current UTC offset, e.g. "(UTC+08:00) Asia/Singapore". */
export function timezoneOptions(now = new Date()): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.map((zone) => {
    const offset =
      new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')
        ?.value.replace('GMT', 'UTC') ?? 'UTC';
    return {
      value: zone,
      label: `(${offset === 'UTC' ? 'UTC+00:00' : offset}) ${zone.replaceAll('_', ' ')}`,
    };
  });
}

export type TimezoneSelectProps = Omit<SelectProps, 'data' | 'searchable'>;

/** A searchable time-zone picker (spec 1 §2, profile and company forms). */
export function TimezoneSelect(props: TimezoneSelectProps) {
  const options = useMemo(() => {
    const list = timezoneOptions();
    // A stored zone the runtime does not list still shows as chosen.
    const value = typeof props.value === 'string' ? props.value : null;
    return value && !list.some((option) => option.value === value)
      ? [{ value, label: value }, ...list]
      : list;
  }, [props.value]);
  return <Select searchable data={options} maxDropdownHeight={200} nothingFoundMessage="—" {...props} />;
}
