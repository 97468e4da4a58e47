import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { formatMoneyText, Money, moneyTextFormatter, moneyTextsByCurrency } from './money';

const sgd = { code: 'SGD', maxFractionDigits: 2 };
const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoneyText', () => {
  it('formats micros and the API Decimal text the same way, in the given language', () => {
    expect(nbsp(formatMoneyText(1_250_500_000n, sgd, 'en'))).toBe('SGD 1,250.50');
    expect(nbsp(formatMoneyText('1250.5', sgd, 'en'))).toBe('SGD 1,250.50');
    expect(nbsp(formatMoneyText('1250.5', sgd, 'pt-BR'))).toBe('SGD 1.250,50');
    expect(nbsp(formatMoneyText('1250.5', 'IDR', 'id'))).toBe('Rp 1.251');
  });

  it('keeps every digit of an amount beyond what a float holds', () => {
    expect(formatMoneyText('9223372036854.775807', { code: 'USD', maxFractionDigits: 6 }, 'en')).toBe(
      '$9,223,372,036,854.775807',
    );
  });

  it('shows the empty text, the plain decimal without a currency, and text it cannot read as it came', () => {
    expect(formatMoneyText(null, sgd, 'en')).toBe('');
    expect(formatMoneyText(undefined, sgd, 'en', '-')).toBe('-');
    expect(formatMoneyText('12.50', null, 'en')).toBe('12.5');
    expect(formatMoneyText('n/a', sgd, 'en')).toBe('n/a');
    expect(formatMoneyText('3', { code: 'not a code', maxFractionDigits: 2 }, 'en')).toBe('3 not a code');
  });
});

describe('moneyTextFormatter', () => {
  it('gives every amount the text formatMoneyText gives it, from one formatter per currency', () => {
    const currencies = [sgd, 'IDR', null, { code: 'not a code', maxFractionDigits: 2 }];
    const amounts = [1_250_500_000n, '1250.5', '-3', '0.001', null, '', 'n/a'];
    for (const currency of currencies) {
      const format = moneyTextFormatter(currency, 'pt-BR');
      for (const amount of amounts)
        expect(format(amount, '-')).toBe(formatMoneyText(amount, currency, 'pt-BR', '-'));
    }
  });
});

describe('Money', () => {
  it('renders the figure in the user language', () => {
    render(
      <span data-testid="figure">
        <Money amount="-3" currency={{ code: 'USD', maxFractionDigits: 2 }} />
      </span>,
    );
    expect(screen.getByTestId('figure').textContent).toBe('-$3.00');
  });
});

describe('moneyTextsByCurrency', () => {
  it('formats each row in its own currency, as formatMoneyText does', () => {
    const money = moneyTextsByCurrency('en');
    for (const [amount, currency] of [
      ['1250.5', sgd],
      ['1250.5', 'IDR'],
      ['7', sgd],
      [null, 'IDR'],
      ['3', null],
    ] as const)
      expect(money(amount, currency)).toBe(formatMoneyText(amount, currency, 'en'));
  });
});
