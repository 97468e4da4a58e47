import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { moneyInputMaxLength, PRICE_INPUT_MAX_LENGTH } from '@portal/domain/money-input';

export type MoneyFieldProps = TextInputProps & { currency: string | null };

/**
 * Money typed in the user's language (decision 0117: read by `parseLocaleDecimal`, never guessed by a number
 * input), the currency in front (spec 3 §2.2 "currency prefix").
 */
export function MoneyField({ currency, ...props }: MoneyFieldProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      maxLength={moneyInputMaxLength(PRICE_INPUT_MAX_LENGTH)}
      leftSection={currency ? <Text size="xs">{currency}</Text> : undefined}
      leftSectionWidth={currency ? 48 : undefined}
      {...props}
    />
  );
}
