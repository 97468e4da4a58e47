import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { budgetInputsFor } from '@portal/domain/sponsor-budget';
import type { BudgetType } from '@portal/domain/sponsor-campaign-form';
import { isAllowedNumberInput } from '@portal/domain/sponsor-number-input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { budgetFieldError } from '../utils/budget-input';
import type { AdSetRow } from '../utils/rows';

export type BudgetChange = { budget: string | null; budgetDaily: string | null };
export type BudgetSaveResult = { ok: boolean; error?: string | null };

export type BudgetDialogProps = {
  opened: boolean;
  adSet: Pick<AdSetRow, 'budgetType' | 'budgetTotal' | 'budgetDailyTotal'>;
  currencySymbol: string;
  onClose: () => void;
  onSave: (change: BudgetChange) => Promise<BudgetSaveResult>;
};

const amount = (value: string | null) => (value && Number(value) > 0 ? value : '');

/**
 * Spec 2 §5 budget dialog: 'always on', or daily and/or total (each ≥ 1). OK is enabled only when
 * the choice is valid; the server derives the type from what is sent (both null → ALWAYS_ON).
 */
export function BudgetDialog({ opened, adSet, currencySymbol, onClose, onSave }: BudgetDialogProps) {
  const { t } = useTranslation('sponsor');
  const initial = budgetInputsFor((adSet.budgetType ?? 'ALWAYS_ON') as BudgetType);
  const [isAlwaysOn, setAlwaysOn] = useState(!initial.daily && !initial.total);
  const [useDaily, setUseDaily] = useState(initial.daily);
  const [useTotal, setUseTotal] = useState(initial.total);
  const [daily, setDaily] = useState(amount(adSet.budgetDailyTotal));
  const [total, setTotal] = useState(amount(adSet.budgetTotal));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens.
  useEffect(() => {
    if (!opened) return;
    setAlwaysOn(!initial.daily && !initial.total);
    setUseDaily(initial.daily);
    setUseTotal(initial.total);
    setDaily(amount(adSet.budgetDailyTotal));
    setTotal(amount(adSet.budgetTotal));
    setError(null);
  }, [opened]);

  const dailyError = !isAlwaysOn && useDaily ? budgetFieldError(daily, true) : null;
  const totalError = !isAlwaysOn && useTotal ? budgetFieldError(total, true) : null;
  const isValid = isAlwaysOn || ((useDaily || useTotal) && !dailyError && !totalError);

  const save = async () => {
    setSaving(true);
    setError(null);
    const result = await onSave({
      budget: !isAlwaysOn && useTotal ? total.trim() : null,
      budgetDaily: !isAlwaysOn && useDaily ? daily.trim() : null,
    });
    setSaving(false);
    if (result.ok) onClose();
    else setError(result.error ?? t('budget.failed'));
  };

  const input = (
    label: string,
    value: string,
    onChange: (next: string) => void,
    fieldError: string | null,
  ) => (
    <TextInput
      label={label}
      leftSection={<Text size="sm">{currencySymbol}</Text>}
      inputMode="decimal"
      value={value}
      disabled={isAlwaysOn}
      error={fieldError && value !== '' ? t(`budget.error.${fieldError}`) : null}
      onChange={(event) => {
        if (isAllowedNumberInput(event.currentTarget.value)) onChange(event.currentTarget.value);
      }}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('budget.dialogTitle')} centered>
      <Stack gap="sm">
        <Checkbox
          label={t('budget.alwaysOn')}
          description={t('budget.alwaysOnHint')}
          checked={isAlwaysOn}
          onChange={(event) => setAlwaysOn(event.currentTarget.checked)}
        />
        <Checkbox
          label={t('budget.useDaily')}
          checked={!isAlwaysOn && useDaily}
          disabled={isAlwaysOn}
          onChange={(event) => setUseDaily(event.currentTarget.checked)}
        />
        {!isAlwaysOn && useDaily ? input(t('budget.daily'), daily, setDaily, dailyError) : null}
        <Checkbox
          label={t('budget.useTotal')}
          checked={!isAlwaysOn && useTotal}
          disabled={isAlwaysOn}
          onChange={(event) => setUseTotal(event.currentTarget.checked)}
        />
        {!isAlwaysOn && useTotal ? input(t('budget.total'), total, setTotal, totalError) : null}
        <Group justify="flex-end" gap="sm">
          {error ? (
            <Text size="sm" c="red" role="alert" style={{ flex: 1 }}>
              {error}
            </Text>
          ) : null}
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={save} disabled={!isValid} loading={isSaving}>
            {t('actions.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
