import type { Tx } from '../wallet/ledger';
import type { AdEventInsert } from './attribute-purchase';
import { upsertDailyRollups } from './daily-rollup';
import { haloSkuRows, upsertHaloSkus } from './halo-sku-rollup';
import { rollupRows, upsertRollups } from './rollup';

/**
 * Every rollup a set of newly stored events adds to, in the events' own transaction (decisions 0190, 0220):
 * the hourly rollup, the daily one cut from the same rows, and the halo SKUs of the purchases.
 */
export async function storeRollups(tx: Tx, events: readonly AdEventInsert[]): Promise<void> {
  const rollup = rollupRows(events);
  await upsertRollups(tx, rollup);
  await upsertDailyRollups(tx, rollup);
  await upsertHaloSkus(tx, haloSkuRows(events));
}
