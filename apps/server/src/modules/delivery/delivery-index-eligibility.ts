import { addDays, startOfZonedDay, zonedDay } from '@portal/domain/zoned-day';
import type { BuiltCatalogs } from './delivery-index-build';
import {
  type BlockReason,
  type DeliveryIndex,
  type IndexedAdSet,
  isEngineNotDelivering,
  type PaceStart,
  type ServingCatalog,
  type SpendState,
} from './delivery-index-model';
import { nextPaceStarts } from './pace-starts';

const usesDaily = (budgetType: string) => budgetType === 'DAILY' || budgetType === 'DAILY_TOTAL';
const usesTotal = (budgetType: string) => budgetType === 'TOTAL' || budgetType === 'DAILY_TOTAL';

/**
 * Why budgets or the wallet keep an ad set from serving now, or null. One reason is reported, the one
 * that lasts longest first: the total budget spent (for good), then an empty wallet (until a top-up), then
 * the daily budget spent (until the catalog's next day). ALWAYS_ON ad sets are bounded by the wallet only.
 */
export function blockReason(
  adSet: Pick<IndexedAdSet, 'id' | 'companyId' | 'budgetType' | 'budgetDailyMicros' | 'budgetTotalMicros'>,
  spend: SpendState,
): BlockReason | null {
  if (
    usesTotal(adSet.budgetType) &&
    adSet.budgetTotalMicros !== null &&
    (spend.total.get(adSet.id) ?? 0n) >= adSet.budgetTotalMicros
  )
    return 'EXCEED_BUDGET_TOTAL';
  if ((spend.wallet.get(adSet.companyId) ?? 0n) <= 0n) return 'WALLET_EXCEED_THRESHOLD';
  if (
    usesDaily(adSet.budgetType) &&
    adSet.budgetDailyMicros !== null &&
    (spend.daily.get(adSet.id) ?? 0n) >= adSet.budgetDailyMicros
  )
    return 'EXCEED_BUDGET_DAILY';
  return null;
}

/**
 * Whether the ad set's status lets it serve (budgets aside): approved and running (SCHEDULED, whose start
 * the decision checks, or DELIVERING), or NOT_DELIVERING for one of the engine's own reasons, which the
 * engine lifts when budget or wallet allow again or the hold's cause is gone. An ad set the engine holds
 * (targets all deleted, a bid below the minimum: `hold`) does not serve. Something to show is needed too:
 * a SKU in stock, or a banner with an image.
 */
export function mayServe(adSet: IndexedAdSet): boolean {
  const byStatus =
    adSet.status === 'DELIVERING' ||
    adSet.status === 'SCHEDULED' ||
    (adSet.status === 'NOT_DELIVERING' && isEngineNotDelivering(adSet.effectiveStatus));
  if (!byStatus || adSet.hold) return false;
  return adSet.adType === 'PRODUCT' ? adSet.skus.length > 0 : adSet.banners.size > 0;
}

/**
 * The serving index: each catalog's ad sets that may serve and are within budget and wallet now. Given this
 * process's previous index, each catalog also carries when its ad sets started serving today (pacing); the
 * first index takes the starts recorded before (`restored`, pace-start-store.ts).
 */
export function applySpend(
  built: BuiltCatalogs,
  spend: SpendState,
  builtAt: number,
  previous: DeliveryIndex | null = null,
  restored: ReadonlyMap<number, PaceStart> = new Map(),
): DeliveryIndex {
  const catalogs = new Map<number, ServingCatalog>();
  const blocked = new Map<number, BlockReason>();
  const now = new Date(spend.at);
  for (const catalog of built.catalogs.values()) {
    const serving: IndexedAdSet[] = [];
    for (const adSet of catalog.adSets) {
      if (!mayServe(adSet)) continue;
      const reason = blockReason(adSet, spend);
      if (reason) blocked.set(adSet.id, reason);
      else serving.push(adSet);
    }
    const day = zonedDay(now, catalog.timeZone);
    const dayStartMs = startOfZonedDay(day, catalog.timeZone).getTime();
    catalogs.set(catalog.id, {
      catalog,
      serving,
      dayStartMs,
      dayEndMs: startOfZonedDay(addDays(day, 1), catalog.timeZone).getTime(),
      paceStarts: nextPaceStarts(
        previous?.catalogs.get(catalog.id),
        serving,
        { startMs: dayStartMs },
        spend.at,
        spend.daily,
        restored,
      ),
    });
  }
  return {
    builtAt,
    refreshedAt: spend.at,
    catalogs,
    categoryTree: built.categoryTree,
    spend,
    blocked,
  };
}
