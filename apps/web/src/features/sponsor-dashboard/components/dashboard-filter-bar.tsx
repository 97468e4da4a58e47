import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import type { DayRange } from '@portal/domain/date-range-presets';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import type { DashboardAdType } from '../utils/dashboard-metrics';

export type DashboardFilterBarProps = {
  adType: DashboardAdType;
  onAdTypeChange: (adType: DashboardAdType) => void;
  range: DayRange;
  timeZone: string;
  onRangeChange: (range: DayRange) => void;
  /** The page's country filter (the one the campaign list reads: `country` in the address). */
  countryFilter: ReactNode;
  onRefresh: () => void;
  /** The daily figures' export, when the flag allows it. */
  exportControl: ReactNode;
};

/** Spec 2 §2 dashboard filter bar: view by product or banner, country, dates, quick refresh, export. */
export function DashboardFilterBar(props: DashboardFilterBarProps) {
  const { t } = useTranslation('sponsorDashboard');
  return (
    <Group gap="sm" align="flex-start">
      <Select
        aria-label={t('viewBy')}
        data={[
          { value: 'PRODUCT', label: t('adType.PRODUCT') },
          { value: 'BANNER', label: t('adType.BANNER') },
        ]}
        value={props.adType}
        allowDeselect={false}
        onChange={(value) => props.onAdTypeChange(value === 'BANNER' ? 'BANNER' : 'PRODUCT')}
        w={180}
        data-testid="dashboard-view-by"
        comboboxProps={{ withinPortal: true }}
      />
      {props.countryFilter}
      <DateRangeFilter
        value={props.range}
        onChange={props.onRangeChange}
        timeZone={props.timeZone}
        withLabel={false}
        emptyText={t('lifetime')}
      />
      <Tooltip label={t('refresh')}>
        <ActionIcon variant="default" size={36} aria-label={t('refresh')} onClick={props.onRefresh}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
      {props.exportControl}
    </Group>
  );
}
