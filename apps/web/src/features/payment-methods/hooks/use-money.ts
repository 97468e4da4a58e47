import { formatMoney, parseDecimalToMicros } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type MoneyCurrency = { code: string; maxFractionDigits: number };

/** Formats micros or a Decimal of the API ("1250.5") in the wallet currency for the current language. */
export function useMoney(currency: MoneyCurrency | null | undefined) {
  const { i18n } = useTranslation();
  return useCallback(
    (amount: string | bigint | null | undefined) => {
      if (amount == null) return '';
      const micros = typeof amount === 'bigint' ? amount : parseDecimalToMicros(amount);
      if (micros === null || !currency) return String(amount);
      return formatMoney(micros, currency.code, currency.maxFractionDigits, i18n.language);
    },
    [currency, i18n.language],
  );
}
