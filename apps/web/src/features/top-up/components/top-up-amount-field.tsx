import { Chip, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { parseDecimalToMicros } from '@portal/domain';
import { formatDecimalForInput, moneyInputMaxLength, parseLocaleDecimal } from '@portal/domain/money-input';
import { useTranslation } from 'react-i18next';
import type { TopUpFormValues } from '../hooks/use-top-up-form';

export type TopUpAmountFieldProps = {
  form: UseFormReturnType<TopUpFormValues>;
  currencyCode: string | null;
  recommended: readonly string[];
  /** An API Decimal as money in the wallet's currency. */
  decimalMoney: (value: string) => string;
  disabled: boolean;
  onEdit: () => void;
  /** A rule of the chosen method the amount breaks (a seller center's balance), shown when the form has none. */
  methodError?: string | null;
};

/** The amount as typed in the user's language (decision 0117), with the recommended amounts as chips. */
export function TopUpAmountField({
  form,
  currencyCode,
  recommended,
  decimalMoney,
  disabled,
  onEdit,
  methodError = null,
}: TopUpAmountFieldProps) {
  const { t, i18n } = useTranslation('topUp');
  const input = form.getInputProps('amount');
  const typed = parseLocaleDecimal(form.values.amount, i18n.language);
  const typedMicros = typed === null ? null : parseDecimalToMicros(typed);
  const choose = (amount: string) => {
    form.setFieldValue('amount', amount);
    onEdit();
  };
  return (
    <>
      {/* Plain text read in the user's language (checkAmount): a number input would guess the separators. */}
      <TextInput
        label={t('amount')}
        placeholder={t('amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={moneyInputMaxLength()}
        {...input}
        error={input.error ?? methodError}
        onChange={(event) => choose(event.currentTarget.value)}
        leftSection={currencyCode ? <Text size="xs">{currencyCode}</Text> : undefined}
        leftSectionWidth={48}
        disabled={disabled}
        data-testid="top-up-amount"
      />
      {recommended.length > 0 ? (
        <Group gap="xs" aria-label={t('recommended')}>
          {recommended.map((amount) => (
            <Chip
              key={amount}
              checked={typedMicros !== null && typedMicros === parseDecimalToMicros(amount)}
              onChange={() => choose(formatDecimalForInput(amount, i18n.language))}
              variant="outline"
              disabled={disabled}
            >
              {decimalMoney(amount)}
            </Chip>
          ))}
        </Group>
      ) : null}
    </>
  );
}
