import { defaultBillingRange } from '@portal/domain/date-range-presets';
import { ALL_DATES } from '../../../components/date-range-filter/date-range-param';

/**
 * The transactions list's date range from the address: `from=all` is every date; absent, the previous
 * month's start to this month's end in the user's profile zone (docs/decisions/0171). The page and its
 * route loader (app/routes/billing-transactions.data.ts) both read it here, so they ask for the same list.
 */
export function transactionsRange(
  from: string | null,
  to: string | null,
  timeZone: string,
  now = new Date(),
) {
  if (from === ALL_DATES) return { fromDate: null, toDate: null };
  if (from && to) return { fromDate: from, toDate: to };
  const { start, end } = defaultBillingRange(now, timeZone);
  return { fromDate: start, toDate: end };
}
