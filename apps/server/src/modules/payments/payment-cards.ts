import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentCustomers, paymentMethods } from '../../db/schema/index';
import type { Tx } from '../wallet/ledger';
import type { PaymentProvider } from './payment-provider-types';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** Card changes of one company are serialised (positions stay 0..n-1). */
export async function lockCards(tx: Tx, companyId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(724310051, ${companyId})`);
}

/** The company's saved cards of this provider, default (position 0) first. */
export async function companyCards(
  db: Db | Tx,
  companyId: number,
  provider: string,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.provider, provider)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

/** Writes positions 0..n-1 in the given order. */
export async function renumber(tx: Tx, cards: PaymentMethodRow[]) {
  for (const [position, card] of cards.entries())
    if (card.position !== position)
      await tx.update(paymentMethods).set({ position }).where(eq(paymentMethods.id, card.id));
}

/** The provider's customer of a company, created on first use. */
export async function ensureCustomer(
  db: Db,
  provider: PaymentProvider,
  company: { id: number; name: string },
): Promise<string> {
  const find = () =>
    db
      .select()
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.companyId, company.id), eq(paymentCustomers.provider, provider.name)));
  const [existing] = await find();
  if (existing) return existing.customerId;
  const customerId = await provider.createCustomer({ companyId: company.id, name: company.name });
  await db
    .insert(paymentCustomers)
    .values({ companyId: company.id, provider: provider.name, customerId })
    .onConflictDoNothing();
  const [row] = await find();
  return row!.customerId;
}
