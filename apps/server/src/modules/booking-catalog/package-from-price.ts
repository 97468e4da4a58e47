import { currencyFractionDigits, roundMicros } from '@portal/domain';
import { convertMicros } from '@portal/domain/currency-conversion';
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingSegmentPricings, currencies } from '../../db/schema/index';
import type { GraphQLContext } from '../../graphql/context';

/**
 * Each package's "from" price (decision 0240, `Package.fromPrice`): its cheapest placement-week over its
 * segment pricings, each converted from the venture's currency into `walletCurrency` (rounded to its digits);
 * 0 without pricings.
 */
export async function fromPrices(
  db: Db,
  packageIds: readonly number[],
  walletCurrency: string,
): Promise<Map<number, bigint>> {
  const result = new Map<number, bigint>();
  if (packageIds.length === 0) return result;
  const pricings = await db
    .select({
      packageId: bookingSegmentPricings.packageId,
      priceMicros: bookingSegmentPricings.priceMicros,
      currency: bookingSegmentPricings.currency,
    })
    .from(bookingSegmentPricings)
    .where(inArray(bookingSegmentPricings.packageId, [...packageIds]));
  const codes = [...new Set([walletCurrency, ...pricings.map((row) => row.currency)])];
  const rates = new Map(
    (
      await db
        .select({ code: currencies.code, rate: currencies.rate })
        .from(currencies)
        .where(inArray(currencies.code, codes))
    ).map((row) => [row.code, row.rate]),
  );
  const walletRate = rates.get(walletCurrency) ?? '1';
  const digits = currencyFractionDigits(walletCurrency);
  for (const row of pricings) {
    const ventureRate = rates.get(row.currency);
    if (!ventureRate) continue;
    const price =
      row.currency === walletCurrency
        ? row.priceMicros
        : roundMicros(convertMicros(row.priceMicros, ventureRate, walletRate), digits);
    const current = result.get(row.packageId);
    if (current === undefined || price < current) result.set(row.packageId, price);
  }
  return result;
}

/** The wallet currency of the company the request acts for (SGD without one: staff browsing). */
export async function walletCurrencyOf(ctx: Pick<GraphQLContext, 'session' | 'loaders'>): Promise<string> {
  const companyId = ctx.session?.companyId ?? null;
  if (companyId === null) return 'SGD';
  return (await ctx.loaders.companyById.load(companyId))?.walletCurrency ?? 'SGD';
}

const perRequest = new WeakMap<object, DataLoader<number, bigint>>();

/** Per-request batching of `Package.fromPrice` for packages another module answers (a campaign's package). */
export function fromPriceLoader(ctx: Pick<GraphQLContext, 'deps' | 'loaders' | 'session'>) {
  let loader = perRequest.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader<number, bigint>(async (ids) => {
      const prices = await fromPrices(ctx.deps.db, ids, await walletCurrencyOf(ctx));
      return ids.map((id) => prices.get(id) ?? 0n);
    });
    perRequest.set(ctx.loaders, loader);
  }
  return loader;
}
