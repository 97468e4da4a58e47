import { formatMicros } from '@portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { mpaTopUpRequests } from '../../db/schema/index';
import type { AdAccountRow } from '../meta-ads/find-ad-account';
import { issueInvoice } from '../payments/issue-invoice';
import type { Tx } from '../wallet/ledger';
import { creditMetaWallet } from './meta-wallet-ledger';
import type { MpaTopUpRow } from './mpa-top-up-rows';

const methodWords: Record<MpaTopUpRow['method'], string> = {
  CARD: 'Credit Card',
  WIRE_TRANSFER: 'Wire Transfer',
  PAID_CREDIT: 'Paid Credit',
};

/** One key per request for the ledger entry and for Meta's funding: completing twice lands once. */
export const completionKey = (row: Pick<MpaTopUpRow, 'id'>) => `mpa-top-up:${row.id}`;

/**
 * Completes an open request inside the caller's transaction, which holds its row lock: the Meta wallet is
 * credited (from cash, or from paid lots for PAID_CREDIT), money paid in gets its invoice (paid credit was
 * invoiced when it was bought, so moving it issues none), the row turns COMPLETED, and Meta funds the ad
 * account last, under the same key, so a failure there rolls everything back and a retry funds once.
 */
export async function completeOpenTopUp(
  deps: Pick<AppDeps, 'now' | 'metaAds'>,
  tx: Tx,
  row: MpaTopUpRow,
  account: AdAccountRow,
  paymentReference: string | null = row.paymentReference,
): Promise<MpaTopUpRow> {
  const now = deps.now();
  const key = completionKey(row);
  await creditMetaWallet({
    tx,
    companyId: row.companyId,
    sellerId: row.sellerId,
    amountMicros: row.requestAmountMicros,
    idempotencyKey: key,
    source: row.method === 'PAID_CREDIT' ? 'PAID_CREDIT' : 'CASH',
    description: `Meta ads top-up (${account.accountName})`,
    now,
  });
  const invoice =
    row.method === 'PAID_CREDIT'
      ? null
      : await issueInvoice(tx, {
          companyId: row.companyId,
          currency: row.currency,
          amount: row.requestAmountMicros,
          discount: 0n,
          tax: row.taxMicros,
          total: row.totalMicros,
          taxRate: row.taxRate,
          paymentMethod: methodWords[row.method],
          lineDescription: `Meta ads top-up, ad account ${account.accountId} (${formatMicros(row.requestAmountMicros)} ${row.currency})`,
          now,
        });
  const [updated] = await tx
    .update(mpaTopUpRequests)
    .set({
      status: 'COMPLETED',
      statusReason: null,
      invoiceId: invoice?.id ?? null,
      paymentReference,
      dateUpdated: now,
    })
    .where(and(eq(mpaTopUpRequests.id, row.id), inArray(mpaTopUpRequests.status, ['REQUESTING', 'APPROVED'])))
    .returning();
  await deps.metaAds.addFunds(account.accountId, row.requestAmountMicros, key);
  return updated!;
}
