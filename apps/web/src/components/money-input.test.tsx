import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { MoneyInput, type MoneyInputProps } from './money-input';

function Controlled(props: Omit<MoneyInputProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <MoneyInput label="Amount" value={value} onChange={setValue} {...props} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('shows the currency in front and keeps what a person types in their language', async () => {
    render(<Controlled currency="SGD" />);
    expect(screen.getByText('SGD')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Amount'), '1.250,50');
    // Read (or refused) on submit by parseLocaleDecimal, never reshaped while typed.
    expect(screen.getByTestId('value').textContent).toBe('1.250,50');
  });

  it('leaves room for the grouping separators: 11 characters, 12 in price inputs (spec 1 §5)', () => {
    render(
      <>
        <MoneyInput label="Budget" value="" onChange={() => {}} />
        <MoneyInput label="Price" value="" onChange={() => {}} maxDigits={12} />
      </>,
    );
    expect(screen.getByLabelText('Budget').getAttribute('maxlength')).toBe('14');
    expect(screen.getByLabelText('Price').getAttribute('maxlength')).toBe('15');
    expect(screen.getByLabelText('Budget').getAttribute('inputmode')).toBe('decimal');
  });

  it('as a plain number input refuses any keystroke but digits and one point, past 12 characters', async () => {
    render(<Controlled format="plain" currency="$" />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('maxlength')).toBeNull();
    await userEvent.type(input, '12a,3.4.5');
    expect(screen.getByTestId('value').textContent).toBe('123.45');
    await userEvent.clear(input);
    await userEvent.type(input, '1234567890123');
    expect(screen.getByTestId('value').textContent).toBe('123456789012');
  });

  it('shows no prefix without a currency', () => {
    render(
      <>
        <MoneyInput label="Roas" value="" onChange={() => {}} format="plain" />
        <MoneyInput label="Bid" value="" onChange={() => {}} format="plain" currency="$" />
      </>,
    );
    expect(screen.getByLabelText('Roas').closest('[data-with-left-section]')).toBeNull();
    expect(screen.getByLabelText('Bid').closest('[data-with-left-section]')).not.toBeNull();
  });
});
