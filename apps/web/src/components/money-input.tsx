import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { MONEY_INPUT_MAX_LENGTH, moneyInputMaxLength } from '@portal/domain/money-input';
import { isAllowedNumberInput } from '@portal/domain/sponsor-number-input';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'maxLength'> & {
  /** Controlled (Mantine form's getInputProps types its value as optional). */
  value?: string;
  onChange: (value: string) => void;
  /** The currency (code or symbol) shown in front of the amount. */
  currency?: string | null;
  /**
   * 'locale' (default): typed in the user's language (decision 0117), read by `parseLocaleDecimal` on submit,
   * at most `maxDigits` characters once the grouping separators are dropped (11, or 12 for prices: spec 1 §5).
   * 'plain': spec 2 §5 number inputs, digits and one decimal point, at most 12 characters; any keystroke
   * that leaves something else is refused.
   */
  format?: 'locale' | 'plain';
  maxDigits?: number;
};

/** The app's one money input: a text input (never a number input, which guesses), the currency in front. */
export function MoneyInput({
  value,
  onChange,
  currency,
  format = 'locale',
  maxDigits = MONEY_INPUT_MAX_LENGTH,
  ...props
}: MoneyInputProps) {
  const isPlain = format === 'plain';
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      maxLength={isPlain ? undefined : moneyInputMaxLength(maxDigits)}
      leftSection={currency ? <Text size="xs">{currency}</Text> : undefined}
      leftSectionWidth={currency ? 48 : undefined}
      {...props}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isPlain || next === '' || isAllowedNumberInput(next)) onChange(next);
      }}
    />
  );
}
