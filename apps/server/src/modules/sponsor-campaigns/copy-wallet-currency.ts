import { convertMicros } from '@portal/domain/currency-conversion';
import { ceilMicros } from '@portal/domain/money';
import { bidDecimals } from '@portal/domain/sponsor-bid';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, currencies } from '../../db/schema/index';
import type { CampaignRows } from './campaign-input';

export type WalletCurrency = { code: string; rate: string; maxFractionDigits: number };

/** The wallet currencies of companies, by company id. */
export async function walletCurrenciesOf(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, WalletCurrency>> {
  const rows = await db
    .select({
      companyId: companies.id,
      code: currencies.code,
      rate: currencies.rate,
      maxFractionDigits: currencies.maxFractionDigits,
    })
    .from(companies)
    .innerJoin(currencies, eq(currencies.code, companies.walletCurrency))
    .where(inArray(companies.id, [...companyIds]));
  return new Map(rows.map(({ companyId, ...currency }) => [companyId, currency]));
}

/**
 * A copy's money in the target company's wallet currency (decision 0265): the budgets and a manual bid are
 * in the source's wallet currency, so copied as numbers they would change value (SGD 10 a day became
 * MYR 10, about SGD 2.94). Each is converted at today's rates (both per SGD) and rounded up to what the
 * target's currency writes (budgets) or the bid type's decimals (bids), so an amount at a minimum stays at or
 * above it. The product price range is the catalog's currency and the target ROAS a ratio: unchanged.
 */
export function rowsInWalletCurrency(
  rows: CampaignRows,
  from: WalletCurrency,
  to: WalletCurrency,
): CampaignRows {
  if (from.code === to.code) return rows;
  const convert = (micros: bigint | null | undefined, digits: number) =>
    micros == null ? micros : ceilMicros(convertMicros(micros, from.rate, to.rate), digits);
  const { adSet } = rows;
  return {
    ...rows,
    adSet: {
      ...adSet,
      budgetDailyMicros: convert(adSet.budgetDailyMicros, to.maxFractionDigits),
      budgetTotalMicros: convert(adSet.budgetTotalMicros, to.maxFractionDigits),
      bidMicros:
        !adSet.bidType || adSet.bidType === 'AUTOMATED'
          ? adSet.bidMicros
          : convert(adSet.bidMicros, bidDecimals(adSet.bidType)),
    },
  };
}
