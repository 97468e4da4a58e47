import type { Tx } from './ledger';

/** A spend that posted (a replay posts nothing and emits nothing), seen inside its transaction. */
export type WalletSpent = { companyId: number; entryId: number; balanceBefore: bigint; balanceAfter: bigint };

/**
 * Runs in the spend's transaction, under the wallet lock, so "this spend crossed a threshold" is exact: spends
 * are serialised per wallet (docs/decisions/0070). A subscriber that throws rolls the spend back.
 */
export type WalletSpentSubscriber = (tx: Tx, event: WalletSpent) => Promise<unknown>;

// The wallet sits below payments and billing-info: they subscribe here (modules/jobs/registry.ts wires them
// at start), so the ledger never imports the modules built on it.
const subscribers = new Set<WalletSpentSubscriber>();

/** Idempotent: the same function subscribed twice (two apps in one test process) runs once. */
export function subscribeToWalletSpent(subscriber: WalletSpentSubscriber): void {
  subscribers.add(subscriber);
}

export async function emitWalletSpent(tx: Tx, event: WalletSpent): Promise<void> {
  for (const subscriber of subscribers) await subscriber(tx, event);
}
