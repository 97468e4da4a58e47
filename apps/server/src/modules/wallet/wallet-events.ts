import type { Tx } from './ledger';

/**
 * Money that left the lots, seen inside its transaction: a spend that posted (ad spend, a booking, a move to
 * the Meta wallet; a replay posts nothing and emits nothing), the expiry sweep's remainders of a company
 * (decision 0263) or a staff refund of a lot (decision 0279). The balances are the ledger's (`walletBalance`), so before − after is what the entry took
 * from the lots; `at` is when it took it (the spend's charge date, the sweep's time), the time the subscribers
 * read the spendable balance at.
 */
export type WalletSpent = {
  companyId: number;
  entryId: number;
  at: Date;
  balanceBefore: bigint;
  balanceAfter: bigint;
  /**
   * The expiry sweep's only: the expiry instants of the lots it posted. Their money stopped paying at those
   * instants, not at `at`, and spends in between already saw the wallet without it.
   */
  expiredAt?: readonly Date[];
  /**
   * A staff refund's only (decision 0279): money given back, not spent, which the auto top-up must not replace
   * from the card. `spendable` is what it took from what could pay at `at`: all of it when the lot pays at `at`,
   * nothing when the lot starts later or has expired unswept (the ledger lost it, the spendable balance did not).
   */
  refund?: { spendable: bigint };
};

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
