import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const viewTypes = ['catalog', 'comparison'] as const;
export type ViewType = (typeof viewTypes)[number];

export type PackageFilters = {
  viewType: ViewType;
  /** 'YYYY-MM' of bookingMonthOptions; null: every month. */
  month: string | null;
  packageType: string | null;
  packageTag: string | null;
};

const names = {
  viewType: 'view_type',
  month: 'month',
  packageType: 'package_type',
  packageTag: 'package_tag',
} as const satisfies Record<keyof PackageFilters, string>;

/**
 * The packages screen's filters, kept in the address as spec 3 §2.3 names them (`view_type`, `month`,
 * `package_type`, `package_tag`), so a reload or a shared link shows the same packages. A month that is not
 * one of the options, or an unknown view, reads as none (the catalog).
 */
export function usePackageFilters(monthOptions: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const view = params.get(names.viewType);
  const month = params.get(names.month);
  const packageType = params.get(names.packageType) || null;
  const packageTag = params.get(names.packageTag) || null;
  const filters = useMemo<PackageFilters>(
    () => ({
      viewType: view === 'comparison' ? 'comparison' : 'catalog',
      month: month !== null && monthOptions.includes(month) ? month : null,
      packageType,
      packageTag,
    }),
    [view, month, monthOptions, packageType, packageTag],
  );

  const setFilter = useCallback(
    <K extends keyof PackageFilters>(name: K, value: PackageFilters[K]) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(names[name]);
          else next.set(names[name], value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  /** The empty state's way out: every filter but the view off. */
  const clearFilters = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const name of [names.month, names.packageType, names.packageTag]) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilter, clearFilters };
}
