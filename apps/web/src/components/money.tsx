import { formatMicros, moneyFormatter, parseDecimalToMicros } from '@portal/domain/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a figure needs of its currency: the code for the symbol and the digits for rounding (the wallet's
 * currency row), or only the code (ISO 4217 digits then), as documents and top-up requests carry it.
 */
export type MoneyCurrency = string | { code: string; maxFractionDigits?: number | null };

/** A currency row of the API (the wallet's, a catalog's): what components pass down to show figures in. */
export type CurrencyRow = { code: string; maxFractionDigits: number };

/** Micros (bigint) or the API's Decimal text ("1250.5"); null or undefined when there is no figure. */
export type MoneyAmount = bigint | string | null | undefined;

/**
 * The one way the web turns an amount into text (docs/decisions/0172), in the user's language, through the
 * domain's exact `formatMoney`. Returns `empty` when there is no amount; the plain decimal when the currency
 * is not known yet (a wallet still loading); the text as it came when it is not a decimal, rather than a
 * guessed number.
 */
export function formatMoneyText(
  amount: MoneyAmount,
  currency: MoneyCurrency | null | undefined,
  locale: string,
  empty = '',
): string {
  return moneyTextFormatter(currency, locale)(amount, empty);
}

/**
 * `formatMoneyText` for many amounts of one currency (a table's money columns, a chart): the currency's
 * formatter is made once (`moneyFormatter`), not once per cell; the same text for every amount.
 */
export function moneyTextFormatter(
  currency: MoneyCurrency | null | undefined,
  locale: string,
): (amount: MoneyAmount, empty?: string) => string {
  const { code, maxFractionDigits } =
    typeof currency === 'string' ? { code: currency, maxFractionDigits: null } : (currency ?? {});
  let format: ((micros: bigint) => string) | null = null;
  if (code) {
    try {
      format = moneyFormatter(code, maxFractionDigits, locale);
    } catch {
      // Intl refuses a malformed currency code; the figure still shows, with the code after it.
      format = (micros) => `${formatMicros(micros)} ${code}`;
    }
  }
  return (amount, empty = '') => {
    if (amount == null || amount === '') return empty;
    const micros = typeof amount === 'bigint' ? amount : parseDecimalToMicros(amount);
    if (micros === null) return String(amount);
    return format ? format(micros) : formatMicros(micros);
  };
}

/**
 * `formatMoneyText` for a list whose rows carry their own currency (the dashboard's ranked groups): each
 * currency's formatter is made once for the list, on its first row, not once per row.
 */
export function moneyTextsByCurrency(
  locale: string,
): (amount: MoneyAmount, currency: MoneyCurrency | null | undefined) => string {
  const formatters = new Map<string, (amount: MoneyAmount) => string>();
  return (amount, currency) => {
    const key = typeof currency === 'string' ? currency : JSON.stringify(currency ?? null);
    let format = formatters.get(key);
    if (!format) {
      format = moneyTextFormatter(currency, locale);
      formatters.set(key, format);
    }
    return format(amount);
  };
}

/** For money inside strings (labels, aria-labels, messages): `money(amount, currency, empty?)`. */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (amount: MoneyAmount, currency: MoneyCurrency | null | undefined, empty = '') =>
      formatMoneyText(amount, currency, locale, empty),
    [locale],
  );
}

export type MoneyProps = {
  amount: MoneyAmount;
  currency: MoneyCurrency | null | undefined;
  /** Shown when there is no amount (a dash in tables); nothing by default. */
  empty?: string;
};

/** A money figure in the user's language: `<Money amount={row.amount} currency={wallet.currency} />`. */
export function Money({ amount, currency, empty }: MoneyProps) {
  const money = useFormatMoney();
  return <>{money(amount, currency, empty)}</>;
}
