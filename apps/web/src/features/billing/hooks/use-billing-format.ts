import { formatDateTime, formatDay } from '@portal/domain/day-format';
import { useCallback } from 'react';

/** Figures are shown with components/money.tsx (decision 0172); this name stays for the billing tables' props. */
export type { CurrencyRow as MoneyCurrency } from '../../../components/money';

/**
 * Instants shown in the given time zone as `yyyy/MM/dd`, or `yyyy/MM/dd HH:mm` with the time of day
 * (decision 0181); `zone` overrides it for one value (a credit's days are its document's retailer's,
 * decision 0171).
 */
export function useFormatDate(timeZone: string | null | undefined) {
  return useCallback(
    (iso: string | null | undefined, withTime = false, zone?: string | null) => {
      const inZone = zone || timeZone || 'UTC';
      return withTime ? formatDateTime(iso, inZone) : formatDay(iso, inZone);
    },
    [timeZone],
  );
}
