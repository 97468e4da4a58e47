import '@mantine/dates/styles.css';
import { MultiSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { metaMoneyFieldLengths } from '@portal/domain/meta-campaign-form';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import type { MpaForm } from '../hooks/use-mpa-form';

/** Spec 3 §2.2 writes the form's days as YYYY-MM-DD. */
export const FORM_DAY_FORMAT = 'YYYY-MM-DD';

export type CampaignDetailsFieldsProps = {
  form: MpaForm;
  mode: 'create' | 'edit';
  currency: string | null;
  /** The first day a campaign may start: tomorrow (spec 3 §5). */
  earliestStart: string;
  /** On edit, a campaign that has started keeps its start date. */
  isStartLocked: boolean;
  showCreativeText: boolean;
  audiences: readonly { id: number; name: string }[];
};

/** Campaign Name, Lifetime Budget, Start and End Date, Creative Text and Custom Audience. */
export function CampaignDetailsFields(props: CampaignDetailsFieldsProps) {
  const { form, mode, currency, earliestStart, isStartLocked, showCreativeText, audiences } = props;
  const { t } = useTranslation('mpaForm');
  const { startDate } = form.values;
  return (
    <Stack gap="sm">
      <TextInput label={t('fields.name')} withAsterisk {...form.getInputProps('name')} />
      <MoneyInput
        label={t('fields.lifetimeBudget')}
        withAsterisk
        currency={currency}
        maxDigits={metaMoneyFieldLengths.lifetimeBudget}
        {...form.getInputProps('lifetimeBudget')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePickerInput
          label={t('fields.startDate')}
          withAsterisk
          valueFormat={FORM_DAY_FORMAT}
          minDate={isStartLocked ? undefined : earliestStart}
          disabled={isStartLocked}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('startDate')}
        />
        <DatePickerInput
          label={t('fields.endDate')}
          withAsterisk
          clearable
          valueFormat={FORM_DAY_FORMAT}
          minDate={startDate && startDate > earliestStart ? startDate : earliestStart}
          popoverProps={{ withinPortal: true }}
          {...form.getInputProps('endDate')}
        />
      </SimpleGrid>
      {showCreativeText ? (
        <Textarea
          label={t('fields.creativeText')}
          withAsterisk={mode === 'create'}
          autosize
          minRows={3}
          disabled={mode === 'edit'}
          {...form.getInputProps('creativeText')}
        />
      ) : null}
      {audiences.length > 0 ? (
        <MultiSelect
          label={t('fields.customAudiences')}
          placeholder={t('fields.customAudiencesPlaceholder')}
          data={audiences.map((audience) => ({ value: String(audience.id), label: audience.name }))}
          searchable
          clearable
          {...form.getInputProps('customAudienceIds')}
        />
      ) : null}
    </Stack>
  );
}
