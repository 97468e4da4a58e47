import type { Tx } from '../wallet/ledger';
import type { AdEventInsert } from './attribute-purchase';
import { upsertDailyRollups } from './daily-rollup';
import { haloSkuRows, upsertHaloSkus } from './halo-sku-rollup';
import { type RollupRow, rollupRows, upsertRollups } from './rollup';
import { upsertRollupTotals } from './rollup-totals';

/**
 * Every rollup a set of newly stored events adds to, in the events' own transaction (decisions 0190, 0220,
 * 0222): the hourly rollup, the coarser ones cut from the same rows, and the halo SKUs of the purchases.
 */
export async function storeRollups(tx: Tx, events: readonly AdEventInsert[]): Promise<void> {
  const rollup = rollupRows(events);
  await upsertRollups(tx, rollup);
  await upsertRollupSums(tx, rollup);
  await upsertHaloSkus(tx, haloSkuRows(events));
}

/**
 * The rollups summed from hourly rows just added (the daily one, then the coarse ones of decision 0222), in
 * this order in every transaction. Tests that write hourly rows themselves call it, as the engine does.
 */
export async function upsertRollupSums(tx: Tx, rows: readonly RollupRow[]): Promise<void> {
  await upsertDailyRollups(tx, rows);
  await upsertRollupTotals(tx, rows);
}
