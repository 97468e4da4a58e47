import { Group, Select, TextInput } from '@mantine/core';
import { bookingCampaignStatuses } from '@portal/domain/booking-status';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookingStatusLabel } from '../../../components/booking-status-badge';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import type { BookingFilterOptions } from '../api/get-campaign-filter-options';
import { type CampaignFilters, rangeOf } from '../hooks/use-campaign-filters';
import { SupplierFilter } from './supplier-filter';

export type CampaignFiltersBarProps = {
  filters: CampaignFilters;
  onChange: (changes: Partial<CampaignFilters>) => void;
  options: BookingFilterOptions | undefined;
  isStaff: boolean;
  timeZone: string;
};

/** The list's filters (decision 0240): name, venture, brand, package, status, discount, dates, supplier (staff). */
export function CampaignFiltersBar({
  filters,
  onChange,
  options,
  isStaff,
  timeZone,
}: CampaignFiltersBarProps) {
  const { t } = useTranslation('bookingCampaigns');
  const statusLabel = useBookingStatusLabel();
  const [name, setName] = useState(filters.name ?? '');
  useEffect(() => setName(filters.name ?? ''), [filters.name]);
  const commitName = () => {
    if (name.trim() !== (filters.name ?? '')) onChange({ name: name.trim() || null });
  };
  const select = (key: keyof CampaignFilters, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={t('filters.all')}
      data={data}
      value={filters[key]}
      onChange={(value) => onChange({ [key]: value })}
      clearable
      searchable
      w={180}
    />
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="booking-campaign-filters">
      <TextInput
        label={t('filters.name')}
        placeholder={t('filters.namePlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onBlur={commitName}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitName();
        }}
        w={220}
      />
      {select(
        'venture',
        t('filters.venture'),
        (options?.allVentures ?? []).map((venture) => ({ value: venture.id, label: venture.name })),
      )}
      {select(
        'brand',
        t('filters.brand'),
        (options?.me.company?.brands ?? []).map((brand) => ({ value: brand.id, label: brand.name })),
      )}
      {select(
        'package',
        t('filters.package'),
        (options?.allPackages.objects ?? []).map((pkg) => ({
          value: pkg.id,
          label: `${pkg.code} ${pkg.name}`,
        })),
      )}
      {select(
        'status',
        t('filters.status'),
        bookingCampaignStatuses.map((status) => ({
          value: status,
          label: statusLabel(status),
        })),
      )}
      {select(
        'discount',
        t('filters.discount'),
        (options?.packagesDiscounts ?? []).map((discount) => ({ value: discount.id, label: discount.name })),
      )}
      <DateRangeFilter
        value={rangeOf(filters)}
        onChange={(range) => onChange({ from: range.start, to: range.end })}
        timeZone={timeZone}
      />
      {isStaff ? (
        <SupplierFilter value={filters.supplier} onChange={(supplier) => onChange({ supplier })} />
      ) : null}
    </Group>
  );
}
