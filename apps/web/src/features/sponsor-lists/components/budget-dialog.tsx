import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { budgetInputsFor } from '@portal/domain/sponsor-budget';
import type { BudgetType } from '@portal/domain/sponsor-campaign-form';
import { isAllowedNumberInput } from '@portal/domain/sponsor-number-input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBudgetRuleMessages } from '../hooks/use-budget-rule-messages';
import type { AdSetRow, WalletCurrency } from '../utils/rows';

export type BudgetChange = { budget: string | null; budgetDaily: string | null };
export type BudgetSaveResult = { ok: boolean; error?: string | null };

export type BudgetDialogProps = {
  opened: boolean;
  adSet: Pick<AdSetRow, 'budgetType' | 'budgetTotal' | 'budgetDailyTotal'>;
  /** The wallet currency: its symbol before the inputs, and the rules' minimums in it. */
  currency: WalletCurrency | null;
  onClose: () => void;
  onSave: (change: BudgetChange) => Promise<BudgetSaveResult>;
};

type BudgetDialogValues = {
  alwaysOn: boolean;
  useDaily: boolean;
  useTotal: boolean;
  daily: string;
  total: string;
};

const amount = (value: string | null) => (value && Number(value) > 0 ? value : '');

function valuesOf(adSet: BudgetDialogProps['adSet']): BudgetDialogValues {
  const uses = budgetInputsFor((adSet.budgetType ?? 'ALWAYS_ON') as BudgetType);
  return {
    alwaysOn: !uses.daily && !uses.total,
    useDaily: uses.daily,
    useTotal: uses.total,
    daily: amount(adSet.budgetDailyTotal),
    total: amount(adSet.budgetTotal),
  };
}

/** 'Always on', or at least one of the budgets ticked (the choice itself; the amounts are the rules'). */
const hasChoice = (values: BudgetDialogValues) => values.alwaysOn || values.useDaily || values.useTotal;

/** What the dialog sends: the ticked budgets (the server derives the type), none for 'always on'. */
function changeOf(values: BudgetDialogValues): BudgetChange {
  return {
    budget: !values.alwaysOn && values.useTotal ? values.total.trim() : null,
    budgetDaily: !values.alwaysOn && values.useDaily ? values.daily.trim() : null,
  };
}

/**
 * Spec 2 §5 budget dialog: 'always on', or daily and/or total (each ≥ 1, the total not below the daily).
 * OK is enabled only when the choice is valid; the server derives the type from what is sent (both null →
 * ALWAYS_ON).
 */
export function BudgetDialog({ opened, adSet, currency, onClose, onSave }: BudgetDialogProps) {
  const { t } = useTranslation('sponsor');
  const ruleMessages = useBudgetRuleMessages(currency);
  const form = useForm<BudgetDialogValues>({
    mode: 'controlled',
    initialValues: valuesOf(adSet),
    validateInputOnChange: ['daily', 'total'],
    // The domain's budget rules on the ticked budgets, as the server's updateAdSetBudget applies them.
    validate: (values) => ruleMessages(changeOf(values)),
  });
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.setValues(valuesOf(adSet));
    form.validate(); // a saved budget the rules refuse shows at once (an empty one only keeps OK off)
    setError(null);
  }, [opened]);

  const { values } = form;
  const isValid = hasChoice(values) && form.isValid();

  const save = async (next: BudgetDialogValues) => {
    setError(null);
    const result = await onSave(changeOf(next));
    if (result.ok) onClose();
    else setError(result.error ?? t('budget.failed'));
  };

  const input = (field: 'daily' | 'total', label: string) => (
    <TextInput
      label={label}
      leftSection={<Text size="sm">{currency?.symbol}</Text>}
      inputMode="decimal"
      value={values[field]}
      disabled={values.alwaysOn}
      // An emptied field is not red: OK stays off until it holds a budget.
      error={values[field] !== '' ? form.errors[field] : null}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        if (!isAllowedNumberInput(typed)) return;
        form.setFieldValue(field, typed);
        // The total may not be below the daily budget: a new daily budget checks it again.
        if (field === 'daily') form.validateField('total');
      }}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('budget.dialogTitle')} centered>
      <Stack gap="sm">
        <Checkbox
          label={t('budget.alwaysOn')}
          description={t('budget.alwaysOnHint')}
          checked={values.alwaysOn}
          onChange={(event) => form.setFieldValue('alwaysOn', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('budget.useDaily')}
          checked={!values.alwaysOn && values.useDaily}
          disabled={values.alwaysOn}
          onChange={(event) => form.setFieldValue('useDaily', event.currentTarget.checked)}
        />
        {!values.alwaysOn && values.useDaily ? input('daily', t('budget.daily')) : null}
        <Checkbox
          label={t('budget.useTotal')}
          checked={!values.alwaysOn && values.useTotal}
          disabled={values.alwaysOn}
          onChange={(event) => {
            form.setFieldValue('useTotal', event.currentTarget.checked);
            form.validateField('total');
          }}
        />
        {!values.alwaysOn && values.useTotal ? input('total', t('budget.total')) : null}
        <Group justify="flex-end" gap="sm">
          {error ? (
            <Text size="sm" c="red" role="alert" style={{ flex: 1 }}>
              {error}
            </Text>
          ) : null}
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => form.onSubmit(save)()} disabled={!isValid} loading={form.submitting}>
            {t('actions.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
