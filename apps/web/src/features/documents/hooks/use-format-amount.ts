import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A Decimal string ("1090.5") in a currency, with the currency's usual digits, for the current language. */
export function useFormatAmount() {
  const { i18n } = useTranslation();
  return useCallback(
    (amount: string, currency: string) => {
      try {
        // Intl takes decimal strings exactly (no float on the way).
        return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(
          amount as unknown as number,
        );
      } catch {
        return `${currency} ${amount}`;
      }
    },
    [i18n.language],
  );
}
