import { eq } from 'drizzle-orm';
import { stripeConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { companies, paymentCustomers } from '../../db/schema/index';
import { savePaymentMethod } from './save-payment-method';

/**
 * Acme's saved default card: the sandbox's `pm_card_visa` (Visa •••• 4242, charged without a confirmation step),
 * saved through the same use case as the card form. Only with the sandbox provider (a real Stripe account has no
 * such card), and only while Acme has never had a sandbox customer: a card the owner removed is not re-added at
 * the next start.
 */
export async function seedDemoCard(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  if (stripeConfig()) return;
  const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  if (!acme) return;
  const companyId = acme.id;
  const [customer] = await db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.companyId, companyId))
    .limit(1);
  if (customer) return;
  const saved = await savePaymentMethod({
    deps: { db, now: () => now },
    actor: { companyId },
    input: { token: 'pm_card_visa' },
  });
  if (!saved.ok) throw new Error(`Demo card not saved: ${JSON.stringify(saved.errors)}`);
}
