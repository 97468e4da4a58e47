import {
  Anchor,
  Button,
  Group,
  Popover,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { budgetInputsFor } from '@portal/domain/sponsor-budget';
import type { BudgetType } from '@portal/domain/sponsor-campaign-form';
import { isAllowedNumberInput } from '@portal/domain/sponsor-number-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money';
import { lazyDialog, OnDemandDialog } from '../../../lib/lazy-dialog';
import { useBudgetRuleMessages } from '../hooks/use-budget-rule-messages';
import type { AdSetRow, WalletCurrency } from '../utils/rows';
import type { BudgetChange, BudgetSaveResult } from './budget-dialog';

// Opened from one row's budget: its form loads then (lib/lazy-dialog.tsx), not with every row of the list.
const BudgetDialog = lazyDialog(async () => (await import('./budget-dialog')).BudgetDialog);

export type BudgetCellProps = {
  adSet: Pick<AdSetRow, 'budgetType' | 'budgetTotal' | 'budgetDailyTotal'>;
  currency: WalletCurrency | null;
  canEdit: boolean;
  onSave: (change: BudgetChange) => Promise<BudgetSaveResult>;
};

type BudgetPopoverValues = { daily: string; total: string };

const valuesOf = (adSet: BudgetCellProps['adSet']): BudgetPopoverValues => ({
  daily: adSet.budgetDailyTotal ?? '',
  total: adSet.budgetTotal ?? '',
});

function BudgetText({ adSet, currency }: Pick<BudgetCellProps, 'adSet' | 'currency'>) {
  const { t } = useTranslation('sponsor');
  const formatMoney = useFormatMoney();
  const uses = budgetInputsFor((adSet.budgetType ?? 'ALWAYS_ON') as BudgetType);
  if (!uses.daily && !uses.total) return <Text size="sm">{t('budget.alwaysOn')}</Text>;
  return (
    <Stack gap={0}>
      {uses.daily ? (
        <Text size="sm">
          {t('budget.perDay', { amount: formatMoney(adSet.budgetDailyTotal, currency, '-') })}
        </Text>
      ) : null}
      {uses.total ? (
        <Text size="sm">
          {t('budget.inTotal', { amount: formatMoney(adSet.budgetTotal, currency, '-') })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The budget column: the amounts, and for editors a popover with the type's inputs (numbers ≥ 1,
 * checked on blur, spec 2 §5) plus a link to the dialog that changes the budget type.
 */
export function BudgetCell({ adSet, currency, canEdit, onSave }: BudgetCellProps) {
  const { t } = useTranslation('sponsor');
  const [isOpen, popover] = useDisclosure(false);
  const [isDialogOpen, dialog] = useDisclosure(false);
  const uses = budgetInputsFor((adSet.budgetType ?? 'ALWAYS_ON') as BudgetType);
  const ruleMessages = useBudgetRuleMessages(currency);
  /** What the popover sends: the amounts of the inputs the budget type uses (the type stays). */
  const changeOf = (values: BudgetPopoverValues): BudgetChange => ({
    budget: uses.total ? values.total.trim() : null,
    budgetDaily: uses.daily ? values.daily.trim() : null,
  });
  const form = useForm<BudgetPopoverValues>({
    mode: 'controlled',
    initialValues: valuesOf(adSet),
    // The domain's budget rules, as the server's updateAdSetBudget and the budget dialog apply them.
    validate: (values) => ruleMessages(changeOf(values)),
  });
  const [error, setError] = useState<string | null>(null);
  if (!canEdit) return <BudgetText adSet={adSet} currency={currency} />;

  const open = () => {
    form.setValues(valuesOf(adSet));
    form.clearErrors();
    setError(null);
    popover.open();
  };
  const save = async (values: BudgetPopoverValues) => {
    setError(null);
    const result = await onSave(changeOf(values));
    if (result.ok) popover.close();
    else setError(result.error ?? t('budget.failed'));
  };
  const field = (key: 'daily' | 'total') => (
    <TextInput
      size="xs"
      label={t(`budget.${key}`)}
      leftSection={<Text size="xs">{currency?.symbol}</Text>}
      inputMode="decimal"
      value={form.values[key]}
      onChange={(event) => {
        if (isAllowedNumberInput(event.currentTarget.value))
          form.setFieldValue(key, event.currentTarget.value);
      }}
      // Checked on blur (spec 2 §5); a new daily budget checks a refused total again (not below the daily).
      onBlur={() => {
        form.validateField(key);
        if (key === 'daily' && form.errors.total) form.validateField('total');
      }}
      error={form.errors[key]}
    />
  );

  return (
    <>
      <Popover
        opened={isOpen}
        onChange={(next) => (next ? open() : popover.close())}
        width={260}
        withArrow
        trapFocus
      >
        <Popover.Target>
          <UnstyledButton
            onClick={() => {
              if (isOpen) popover.close();
              else open();
            }}
            data-testid="budget-cell"
          >
            {/* The visible budget names the button, the hidden words say what it does (WCAG 2.5.3). */}
            <BudgetText adSet={adSet} currency={currency} />
            <VisuallyHidden>{t('budget.edit')}</VisuallyHidden>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            {uses.daily ? field('daily') : null}
            {uses.total ? field('total') : null}
            {!uses.daily && !uses.total ? <Text size="sm">{t('budget.alwaysOnHint')}</Text> : null}
            {error ? (
              <Text size="xs" c="red" role="alert">
                {error}
              </Text>
            ) : null}
            <Group justify="space-between" gap="xs">
              <Anchor
                component="button"
                size="xs"
                onClick={() => {
                  popover.close();
                  dialog.open();
                }}
              >
                {t('budget.changeType')}
              </Anchor>
              {uses.daily || uses.total ? (
                <Button size="xs" onClick={() => form.onSubmit(save)()} loading={form.submitting}>
                  {t('actions.save')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <OnDemandDialog
        dialog={BudgetDialog}
        opened={isDialogOpen}
        adSet={adSet}
        currency={currency}
        onClose={dialog.close}
        onSave={onSave}
      />
    </>
  );
}
