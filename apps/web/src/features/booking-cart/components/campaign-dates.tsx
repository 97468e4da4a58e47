import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { CartCampaign } from '@portal/domain/booking-cart';
import { campaignEnd, maxWeeks } from '@portal/domain/booking-dates';
import { DAY_PICKER_FORMAT } from '@portal/domain/day-format';
import { useTranslation } from 'react-i18next';
import type { CartPackage } from '../types';
import { isExcludedStart, type StartRules } from '../utils/start-dates';

export type CampaignDatesProps = {
  campaign: CartCampaign;
  pkg: CartPackage;
  taken: StartRules['taken'];
  error?: string;
  onChange: (change: { startDate: string; endDate: string; weeks: number }) => void;
};

/** The campaign's start (week starts that are free only) and, for a custom budget, its number of weeks. */
export function CampaignDates({ campaign, pkg, taken, error, onChange }: CampaignDatesProps) {
  const { t } = useTranslation('bookingCart');
  const weeksAllowed = maxWeeks(pkg);
  const rules = { pkg, weeks: campaign.weeks, minTime: campaign.minTime, taken };
  const minDate = [campaign.minTime, pkg.startDate]
    .filter((day): day is string => day !== null)
    .sort()
    .at(-1);
  const change = (startDate: string, weeks: number) =>
    onChange({ startDate, endDate: campaignEnd(startDate, weeks), weeks });
  return (
    <Group align="flex-end" gap="md">
      <DatePickerInput
        label={t('campaign.start')}
        withAsterisk
        valueFormat={DAY_PICKER_FORMAT}
        value={campaign.startDate}
        minDate={minDate}
        maxDate={pkg.endDate}
        excludeDate={(day) => isExcludedStart(String(day).slice(0, 10), rules)}
        onChange={(day) => (day ? change(String(day).slice(0, 10), campaign.weeks) : undefined)}
        error={error}
        popoverProps={{ withinPortal: true }}
      />
      {pkg.customBudget ? (
        <Select
          label={t('campaign.weeks')}
          w={120}
          allowDeselect={false}
          value={String(campaign.weeks)}
          data={Array.from({ length: weeksAllowed }, (_, index) => String(index + 1))}
          onChange={(value) =>
            value && campaign.startDate ? change(campaign.startDate, Number(value)) : undefined
          }
          disabled={!campaign.startDate}
        />
      ) : null}
      <div>{campaign.endDate ? t('campaign.end', { end: campaign.endDate }) : null}</div>
    </Group>
  );
}
