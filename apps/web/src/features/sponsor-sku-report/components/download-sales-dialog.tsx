import { Group, Modal, Stack, Text } from '@mantine/core';
import type { DayRange } from '@portal/domain/date-range-presets';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-filter/date-range-filter';
import { useReportDays } from '../hooks/use-report-days';
import { defaultSkuRange } from '../utils/default-range';

/** The ad set whose sales are downloaded, with its catalog's zone and its start. */
export type SalesTarget = { adSetId: string; name: string; timeZone: string; startDate: string | null };

export type DownloadSalesDialogProps = {
  target: SalesTarget;
  onClose: () => void;
  /** The CAMPAIGN_SALES export for the chosen days (features/exports, composed by the route). */
  renderExport: (params: Record<string, unknown>, label: string) => ReactNode;
};

/**
 * Spec 2 §2 row action "download sales" (flag download_campaign_sales): the ad set's sales per day and SKU
 * for the chosen days of its catalog, as a CSV made by the export requests (with their progress).
 */
export function DownloadSalesDialog({ target, onClose, renderExport }: DownloadSalesDialogProps) {
  const { t } = useTranslation('sponsorSkuReport');
  const [range, setRange] = useState<DayRange>(() =>
    defaultSkuRange(new Date(), target.timeZone, target.startDate),
  );
  // Spec 2 §9's presets, "Lifetime" too: from the ad set's start (the report range start) to today.
  const days = useReportDays(range, target.timeZone, target.startDate);
  return (
    <Modal opened onClose={onClose} title={t('sales.title', { name: target.name })} centered>
      <Stack gap="md">
        <Text size="sm">{t('sales.hint')}</Text>
        <Group justify="space-between" align="flex-end">
          <DateRangeFilter
            value={range}
            onChange={setRange}
            timeZone={target.timeZone}
            emptyText={t('common:dateRange.presets.lifetime')}
          />
          {days?.start && days.end
            ? renderExport(
                { adSetId: target.adSetId, fromDate: days.start, toDate: days.end },
                t('sales.download'),
              )
            : null}
        </Group>
      </Stack>
    </Modal>
  );
}

export default DownloadSalesDialog;
