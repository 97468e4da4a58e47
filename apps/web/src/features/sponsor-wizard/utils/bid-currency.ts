import { bidDecimals, bidTypesFor } from '@portal/domain/sponsor-bid';
import type { SponsorAdType } from '@portal/domain/sponsor-campaign-form';
import type { CurrencyRow } from '../../../components/money';

/**
 * The currency a bid is shown in: the wallet's, with the digits the ad type's bid takes (a banner's
 * cost per impression has 6, spec 2 §5), which the currency's own 2 would round to zero.
 */
export function bidCurrency(currency: CurrencyRow, adType: SponsorAdType | null | undefined): CurrencyRow {
  const manual = bidTypesFor(adType).find((bidType) => bidType !== 'AUTOMATED');
  const digits = manual ? bidDecimals(manual) : currency.maxFractionDigits;
  return { code: currency.code, maxFractionDigits: Math.max(digits, currency.maxFractionDigits) };
}
