import type { Db } from '../../db/client';
import type { Tx } from './sandbox-advance';

/**
 * The seller's Meta wallet as this module uses it: the ledger functions of mpa-wallet
 * (meta-wallet-ledger.ts), handed in by the app (app.ts) and the job registry, because mpa-wallet imports
 * this module (findAdAccount) and a dependency has one direction (architecture rule).
 */
export type MetaWalletPort = {
  balance(input: { db: Db | Tx; companyId: number; sellerId: number }): Promise<bigint>;
  charge(input: MetaSpendCharge): Promise<{ chargedMicros: bigint }>;
};

/** Spend Meta reported, charged to a seller's Meta wallet once per idempotency key. */
export type MetaSpendCharge = {
  tx: Tx;
  companyId: number;
  sellerId: number;
  amountMicros: bigint;
  idempotencyKey: string;
  description?: string;
};
