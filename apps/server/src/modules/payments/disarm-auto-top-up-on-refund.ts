import { and, eq } from 'drizzle-orm';
import { autoTopUpSettings } from '../../db/schema/index';
import { spendableBalance, type Tx } from '../wallet/ledger';

/**
 * A staff refund's answer for auto top-up (docs/decisions/0279), in the refund's transaction under the wallet
 * lock: the refund gave the money back, so charging the card for it at once would take it again. When the refund
 * leaves what the wallet can pay at `at` below the threshold of an armed auto top-up, it disarms it, as a charge
 * would: no spend of this crossing queues a check, and a check a spend queued before finds it disarmed and charges
 * nothing. `updatedAt` stays, as in the job's disarm; a top-up that lifts the wallet to the threshold again, or
 * saving the settings, re-arms (decision 0055). A refund that leaves the wallet at or above the threshold changes
 * nothing.
 */
export async function disarmAutoTopUpOnRefund(tx: Tx, companyId: number, at: Date): Promise<boolean> {
  const [settings] = await tx
    .select()
    .from(autoTopUpSettings)
    .where(eq(autoTopUpSettings.companyId, companyId));
  if (!settings?.isEnabled || !settings.isArmed) return false;
  if ((await spendableBalance(tx, companyId, at)) >= settings.thresholdMicros) return false;
  const disarmed = await tx
    .update(autoTopUpSettings)
    .set({ isArmed: false })
    .where(and(eq(autoTopUpSettings.companyId, companyId), eq(autoTopUpSettings.isArmed, true)))
    .returning({ companyId: autoTopUpSettings.companyId });
  return disarmed.length > 0;
}
