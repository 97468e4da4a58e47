import { type BookingCampaignStatus, bookingCampaignStatuses } from '@portal/domain/booking-status';
import { type DayRange, orderedRange } from '@portal/domain/date-range-presets';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The list's filters as the address names them (a reload or a shared link shows the same rows). */
export const filterKeys = [
  'name',
  'venture',
  'brand',
  'package',
  'status',
  'discount',
  'from',
  'to',
  'supplier',
] as const;
export type FilterKey = (typeof filterKeys)[number];
export type CampaignFilters = Record<FilterKey, string | null>;

/** A status from the address, only when the server knows it. */
export function knownStatus(value: string | null): BookingCampaignStatus | null {
  return value !== null && (bookingCampaignStatuses as readonly string[]).includes(value)
    ? (value as BookingCampaignStatus)
    : null;
}

/** The date filter of the address: both days, in order, or none. */
export function rangeOf(filters: CampaignFilters): DayRange {
  return orderedRange(filters.from, filters.to) ?? { start: null, end: null };
}

/**
 * The filters in the address. Other parameters (company, sort, direction) are left alone; a changed filter
 * goes back to page 1.
 */
export function useCampaignFilters() {
  const [params, setParams] = useSearchParams();
  const serialized = filterKeys.map((key) => params.get(key) ?? '').join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` captures every value read.
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, params.get(key)])) as CampaignFilters,
    [serialized],
  );
  const update = useCallback(
    (changes: Partial<CampaignFilters>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value == null || value === '') next.delete(key);
            else next.set(key, value);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, update] as const;
}
