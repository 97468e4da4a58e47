import { Checkbox, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { MICROS_PER_UNIT, parseDecimalToMicros } from '@portal/domain/money';
import { budgetInputsFor } from '@portal/domain/sponsor-budget';
import type { ScheduleType } from '@portal/domain/sponsor-campaign-form';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money';
import { MoneyInput } from '../../../components/money-input';
import { catalogZone } from '../../../lib/catalog-zone';
import { useCatalogName } from '../../../lib/country-name';
import { useRuleText } from '../hooks/use-rule-text';
import type { StepProps } from '../utils/wizard-context';
import { CatalogSelect } from './catalog-select';
import { ScheduleDates } from './schedule-dates';

/** Step "Budget and schedule": catalog, budget type and amounts, schedule type and dates. */
export function BudgetScheduleFields({
  hideCatalog = false,
  ...props
}: StepProps & { hideCatalog?: boolean }) {
  const { campaign, errors, context } = props;
  const { t } = useTranslation('sponsorWizard');
  const nameOf = useCatalogName();
  const ruleText = useRuleText();
  const formatMoney = useFormatMoney();
  const { form } = campaign;
  const currency = context.walletCurrency;
  // The budgets' minimums are amounts of the wallet currency: written as such (spec 2 §5).
  const budgetText = useRuleText(currency);
  const uses = budgetInputsFor(form.budgetType);
  const catalog = context.catalogs.find((entry) => entry.id === form.catalogId);
  const zone = catalogZone(context.catalogs, form.catalogId, context.catalogsLoading ?? false);
  const minMicros = parseDecimalToMicros(context.minBudget) ?? MICROS_PER_UNIT;
  const minText = formatMoney(minMicros, currency);

  return (
    <Stack gap="md">
      {hideCatalog ? null : <CatalogSelect {...props} />}
      <Stack gap="xs" data-field="budgetType budgetDaily budgetTotal">
        <Text fw={500} size="sm">
          {t('fields.budget')}
        </Text>
        <Checkbox
          label={t('budget.alwaysOn')}
          checked={form.budgetType === 'ALWAYS_ON'}
          onChange={(event) => (event.currentTarget.checked ? campaign.setAlwaysOn() : undefined)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Checkbox
              label={t('budget.daily')}
              checked={uses.daily}
              onChange={(event) => campaign.setBudgetInputs(event.currentTarget.checked, uses.total)}
            />
            <MoneyInput
              aria-label={t('budget.dailyAmount')}
              currency={currency.symbol}
              format="plain"
              disabled={!uses.daily}
              value={form.budgetDaily}
              onChange={(budgetDaily) => campaign.patch({ budgetDaily })}
              error={budgetText(errors.budgetDaily)}
            />
          </Stack>
          <Stack gap={4}>
            <Checkbox
              label={t('budget.total')}
              checked={uses.total}
              onChange={(event) => campaign.setBudgetInputs(uses.daily, event.currentTarget.checked)}
            />
            <MoneyInput
              aria-label={t('budget.totalAmount')}
              currency={currency.symbol}
              format="plain"
              disabled={!uses.total}
              value={form.budgetTotal}
              onChange={(budgetTotal) => campaign.patch({ budgetTotal })}
              error={budgetText(errors.budgetTotal)}
            />
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('budget.minimum', { min: minText })}
        </Text>
        {ruleText(errors.budgetType) ? (
          <Text c="red" size="sm">
            {ruleText(errors.budgetType)}
          </Text>
        ) : null}
      </Stack>
      <Radio.Group
        data-field="scheduleType"
        label={t('fields.scheduleType')}
        withAsterisk
        value={form.scheduleType}
        onChange={(value) => campaign.setScheduleType(value as ScheduleType)}
        error={ruleText(errors.scheduleType)}
      >
        <Group mt="xs">
          <Radio value="START_DATE" label={t('schedule.START_DATE')} />
          <Radio value="DATE_RANGE" label={t('schedule.DATE_RANGE')} />
        </Group>
      </Radio.Group>
      <ScheduleDates campaign={campaign} errors={errors} context={context} zone={zone} />
      {catalog ? (
        <Text size="xs" c="dimmed">
          {t('schedule.timezone', { catalog: nameOf(catalog), offset: formatOffset(catalog.tzOffset) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function formatOffset(hours: number): string {
  return `UTC${hours >= 0 ? '+' : '−'}${Math.abs(hours)}`;
}
