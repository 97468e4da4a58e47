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
import { useDisclosure } from '@mantine/hooks';
import { budgetInputsFor } from '@portal/domain/sponsor-budget';
import type { BudgetType } from '@portal/domain/sponsor-campaign-form';
import { isAllowedNumberInput } from '@portal/domain/sponsor-number-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../components/money';
import { lazyDialog, OnDemandDialog } from '../../../lib/lazy-dialog';
import { budgetFieldError } from '../utils/budget-input';
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
  const [daily, setDaily] = useState(adSet.budgetDailyTotal ?? '');
  const [total, setTotal] = useState(adSet.budgetTotal ?? '');
  const [touched, setTouched] = useState({ daily: false, total: false });
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  if (!canEdit) return <BudgetText adSet={adSet} currency={currency} />;

  const dailyError = uses.daily ? budgetFieldError(daily, true) : null;
  const totalError = uses.total ? budgetFieldError(total, true) : null;
  const open = () => {
    setDaily(adSet.budgetDailyTotal ?? '');
    setTotal(adSet.budgetTotal ?? '');
    setTouched({ daily: false, total: false });
    setError(null);
    popover.open();
  };
  const save = async () => {
    setTouched({ daily: true, total: true });
    if (dailyError || totalError) return;
    setSaving(true);
    const result = await onSave({
      budget: uses.total ? total.trim() : null,
      budgetDaily: uses.daily ? daily.trim() : null,
    });
    setSaving(false);
    if (result.ok) popover.close();
    else setError(result.error ?? t('budget.failed'));
  };
  const field = (
    key: 'daily' | 'total',
    value: string,
    onChange: (v: string) => void,
    fieldError: string | null,
  ) => (
    <TextInput
      size="xs"
      label={t(`budget.${key}`)}
      leftSection={<Text size="xs">{currency?.symbol}</Text>}
      inputMode="decimal"
      value={value}
      onChange={(event) => {
        if (isAllowedNumberInput(event.currentTarget.value)) onChange(event.currentTarget.value);
      }}
      onBlur={() => setTouched((previous) => ({ ...previous, [key]: true }))}
      error={touched[key] && fieldError ? t(`budget.error.${fieldError}`) : null}
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
            {uses.daily ? field('daily', daily, setDaily, dailyError) : null}
            {uses.total ? field('total', total, setTotal, totalError) : null}
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
                <Button size="xs" onClick={save} loading={isSaving}>
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
        currencySymbol={currency?.symbol ?? ''}
        onClose={dialog.close}
        onSave={onSave}
      />
    </>
  );
}
