import { Group, Select, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { type BudgetType, budgetTypes, type SponsorCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { useTranslation } from 'react-i18next';

export type QuickFieldProps = {
  form: SponsorCampaignForm;
  update: (patch: Partial<SponsorCampaignForm>) => void;
  fieldError: (...fields: string[]) => string | null;
  /** Marks fields as touched so their errors show (on blur; changes touch through `update`). */
  touch: (...fields: string[]) => void;
};

const dailyTypes: BudgetType[] = ['DAILY', 'DAILY_TOTAL'];
const totalTypes: BudgetType[] = ['TOTAL', 'DAILY_TOTAL'];

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

function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

/** Start (default now) and optional end; an end date makes it a date range (spec 2 §4). */
export function QuickScheduleFields({ form, update, fieldError, touch }: QuickFieldProps) {
  const { t } = useTranslation('sponsorContent');
  const start = form.startDate ? new Date(form.startDate) : null;
  return (
    <Group grow align="flex-start">
      <DateTimePicker
        label={t('quick.startDate')}
        value={start}
        minDate={startOfToday()}
        maxDate={form.endDate ? new Date(form.endDate) : undefined}
        error={fieldError('startDate')}
        onBlur={() => touch('startDate')}
        onChange={(value) => update({ startDate: value ? new Date(value).toISOString() : null })}
        popoverProps={{ withinPortal: true }}
      />
      <DateTimePicker
        label={t('quick.endDate')}
        placeholder={t('quick.noEndDate')}
        clearable
        value={form.endDate ? new Date(form.endDate) : null}
        minDate={start ?? startOfToday()}
        error={fieldError('endDate')}
        onBlur={() => touch('endDate')}
        onChange={(value) => {
          const endDate = value ? new Date(value).toISOString() : null;
          update({ endDate, scheduleType: endDate ? 'DATE_RANGE' : 'START_DATE' });
        }}
        popoverProps={{ withinPortal: true }}
      />
    </Group>
  );
}
