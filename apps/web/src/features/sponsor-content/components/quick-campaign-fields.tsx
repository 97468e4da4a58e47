import { Group, Input, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { MOMENT_PICKER_FORMAT } from '@portal/domain/day-format';
import { type BudgetType, budgetTypes, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { zonedDay, zoneOffsetMinutes } from '@portal/domain/zoned-day';
import { useTranslation } from 'react-i18next';
import type { CatalogZone } from '../../../lib/catalog-zone';

export type QuickFieldProps = {
  form: SponsorCampaignForm;
  update: (patch: Partial<SponsorCampaignForm>) => void;
  fieldError: (...fields: string[]) => string | null;
  /** Marks fields as touched so their errors show (on blur; changes touch through `update`). */
  touch: (...fields: string[]) => void;
};

const dailyTypes: BudgetType[] = ['DAILY', 'DAILY_TOTAL'];
const totalTypes: BudgetType[] = ['TOTAL', 'DAILY_TOTAL'];
const MINUTE_MS = 60_000;

/** Budget type (default always on) and the amounts it asks for, in the wallet currency. */
export function QuickBudgetFields({ form, update, fieldError, touch }: QuickFieldProps) {
  const { t } = useTranslation('sponsorContent');
  return (
    <Group grow align="flex-start">
      <Select
        label={t('quick.budgetType')}
        data={budgetTypes.map((value) => ({ value, label: t(`quick.budgetTypes.${value}`) }))}
        value={form.budgetType}
        allowDeselect={false}
        onChange={(value) => value && update({ budgetType: value as BudgetType })}
        comboboxProps={{ withinPortal: true }}
      />
      {dailyTypes.includes(form.budgetType) ? (
        <TextInput
          label={t('quick.budgetDaily')}
          inputMode="decimal"
          value={form.budgetDaily}
          error={fieldError('budgetDaily')}
          onBlur={() => touch('budgetDaily')}
          onChange={(event) => update({ budgetDaily: event.currentTarget.value })}
        />
      ) : null}
      {totalTypes.includes(form.budgetType) ? (
        <TextInput
          label={t('quick.budgetTotal')}
          inputMode="decimal"
          value={form.budgetTotal}
          error={fieldError('budgetTotal')}
          onBlur={() => touch('budgetTotal')}
          onChange={(event) => update({ budgetTotal: event.currentTarget.value })}
        />
      ) : null}
    </Group>
  );
}

/**
 * The pickers show and take wall-clock times ('YYYY-MM-DD HH:mm:ss') of the catalog's IANA zone, never the
 * browser's (decision 0171): the start may not be before the catalog's today, which the server checks too.
 */
function wallTimeInZone(instant: string | null, timeZone: string): string | null {
  if (!instant) return null;
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const wall = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * MINUTE_MS);
  return wall.toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant a picked wall-clock time stands for in the catalog's zone. */
function instantOfWallTime(wall: string, timeZone: string): string | null {
  const asUtc = Date.parse(`${wall.trim().replace(' ', 'T')}Z`);
  if (Number.isNaN(asUtc)) return null;
  // Two passes find the offset in force at that time (the first guess may sit across a daylight-saving change).
  const guess = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * MINUTE_MS;
  return new Date(asUtc - zoneOffsetMinutes(new Date(guess), timeZone) * MINUTE_MS).toISOString();
}

export type QuickScheduleFieldsProps = QuickFieldProps & {
  /**
   * The catalog's zone, in which the dates are shown and picked: a skeleton while the catalogs load, off
   * before a catalog is chosen; never a stand-in zone (decision 0278).
   */
  zone: CatalogZone;
};

/** Start (default now) and optional end; an end date makes it a date range (spec 2 §4). */
export function QuickScheduleFields({ form, update, fieldError, touch, zone }: QuickScheduleFieldsProps) {
  const { t } = useTranslation('sponsorContent');
  if (zone === 'loading') {
    return (
      <Stack gap={4} data-testid="quick-schedule-loading" aria-busy="true">
        <Group grow align="flex-start">
          <Input.Wrapper label={t('quick.startDate')}>
            <Skeleton height={36} radius="sm" />
          </Input.Wrapper>
          <Input.Wrapper label={t('quick.endDate')}>
            <Skeleton height={36} radius="sm" />
          </Input.Wrapper>
        </Group>
        <Text size="sm" c="dimmed" role="status">
          {t('quick.zoneLoading')}
        </Text>
      </Stack>
    );
  }
  if (zone === 'unchosen') {
    return (
      <Group grow align="flex-start">
        <DateTimePicker label={t('quick.startDate')} disabled placeholder={t('quick.chooseCatalogFirst')} />
        <DateTimePicker label={t('quick.endDate')} disabled placeholder={t('quick.chooseCatalogFirst')} />
      </Group>
    );
  }
  const { timeZone } = zone;
  const today = zonedDay(new Date(), timeZone);
  const start = wallTimeInZone(form.startDate, timeZone);
  return (
    <Group grow align="flex-start">
      <DateTimePicker
        label={t('quick.startDate')}
        value={start}
        minDate={today}
        maxDate={wallTimeInZone(form.endDate, timeZone) ?? undefined}
        error={fieldError('startDate')}
        onBlur={() => touch('startDate')}
        onChange={(value) => update({ startDate: value ? instantOfWallTime(value, timeZone) : null })}
        valueFormat={MOMENT_PICKER_FORMAT}
        popoverProps={{ withinPortal: true }}
      />
      <DateTimePicker
        label={t('quick.endDate')}
        placeholder={t('quick.noEndDate')}
        clearable
        value={wallTimeInZone(form.endDate, timeZone)}
        minDate={start ?? today}
        error={fieldError('endDate')}
        onBlur={() => touch('endDate')}
        onChange={(value) => {
          const endDate = value ? instantOfWallTime(value, timeZone) : null;
          update({ endDate, scheduleType: endDate ? 'DATE_RANGE' : 'START_DATE' });
        }}
        valueFormat={MOMENT_PICKER_FORMAT}
        popoverProps={{ withinPortal: true }}
      />
    </Group>
  );
}
