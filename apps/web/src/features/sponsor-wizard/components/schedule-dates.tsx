import { DAY_PICKER_FORMAT } from '@portal/domain/day-format';
import '@mantine/dates/styles.css';
import { Input, SimpleGrid, Skeleton } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { CatalogZone } from '../../../lib/catalog-zone';
import { useRuleText } from '../hooks/use-rule-text';
import { dayInZone, endOfDayInstant, startOfDayInstant, todayInZone } from '../utils/catalog-dates';
import type { StepProps } from '../utils/wizard-context';

export type ScheduleDatesProps = Pick<StepProps, 'campaign' | 'errors' | 'context'> & { zone: CatalogZone };

/**
 * The start and end day pickers, in the catalog's zone only: a skeleton while that zone is on its way, and
 * empty disabled pickers before a catalog is chosen. A stand-in zone would show a saved day wrong for a
 * moment (a Singapore start of 2026/09/24 read in UTC is 2026/09/23).
 */
export function ScheduleDates({ campaign, errors, context, zone }: ScheduleDatesProps) {
  const { t } = useTranslation('sponsorWizard');
  const ruleText = useRuleText();
  const { form } = campaign;
  const withEnd = form.scheduleType === 'DATE_RANGE';

  if (zone === 'loading') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="schedule-dates-loading" aria-busy="true">
        <Input.Wrapper label={t('fields.startDate')} withAsterisk>
          <Skeleton height={36} radius="sm" />
        </Input.Wrapper>
        {withEnd ? (
          <Input.Wrapper label={t('fields.endDate')} withAsterisk>
            <Skeleton height={36} radius="sm" />
          </Input.Wrapper>
        ) : null}
      </SimpleGrid>
    );
  }

  const tz = zone === 'unchosen' ? null : zone.timeZone;
  const today = tz ? todayInZone(context.now, tz) : undefined;
  // allow_pass_day lets a date range start in the past (spec 2 §5).
  const earliestStart = context.flags.allowPassDay && withEnd ? undefined : today;
  const startDay = tz ? dayInZone(form.startDate, tz) : null;
  const placeholder = tz ? undefined : t('schedule.chooseCatalogFirst');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DatePickerInput
        data-field="startDate"
        label={t('fields.startDate')}
        withAsterisk
        disabled={!tz}
        placeholder={placeholder}
        valueFormat={DAY_PICKER_FORMAT}
        minDate={earliestStart}
        value={startDay}
        onChange={(day) => campaign.patch({ startDate: day && tz ? startOfDayInstant(day, tz) : null })}
        error={ruleText(errors.startDate)}
        popoverProps={{ withinPortal: true }}
      />
      {withEnd ? (
        <DatePickerInput
          data-field="endDate"
          label={t('fields.endDate')}
          withAsterisk
          clearable
          disabled={!tz}
          placeholder={placeholder}
          valueFormat={DAY_PICKER_FORMAT}
          minDate={startDay ?? today}
          value={tz ? dayInZone(form.endDate, tz) : null}
          onChange={(day) => campaign.setEndDate(day && tz ? endOfDayInstant(day, tz) : null)}
          error={ruleText(errors.endDate)}
          popoverProps={{ withinPortal: true }}
        />
      ) : null}
    </SimpleGrid>
  );
}
