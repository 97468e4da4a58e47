import { TextInput, type TextInputProps } from '@mantine/core';
import { isAllowedNumberInput } from '@portal/domain/sponsor-number-input';

export type MoneyInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** Spec 2 §5 number inputs: digits with an optional decimal point, at most 12 characters. */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (next === '' || isAllowedNumberInput(next)) onChange(next);
      }}
    />
  );
}
