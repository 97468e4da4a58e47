import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, ledgerEntries } from '../../db/schema/index';
import { type CreditWalletInput, creditWallet } from './credit-wallet';
import { expireCredits } from './expire-credits';

const DAY_MS = 86_400_000;
const units = (whole: number) => BigInt(whole) * 1_000_000n;

type Lot = Omit<CreditWalletInput, 'companyId' | 'now' | 'idempotencyKey'> & { key: string; startDate: Date };

/**
 * Acme Fashion's wallet in SGD: paid and free lots (two expiring within 30 days of `now`, one
 * expired), through the same use cases the portal uses, in date order; the first top-up comes well before
 * the demo history's 90 days. Its spend is not written here: the engine charges it while it writes the demo
 * history (delivery/demo-history-job.ts), so every spend row is one a campaign report shows.
 * Dates hang on the start of `now`'s UTC day, so the expiring-soon warning shows whenever the demo starts.
 * Does nothing once Acme's ledger has an entry. Acme's saved card is payments' (seed-demo-card.ts).
 */
export async function seedDemoWallet(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const [acme] = await db.select().from(companies).where(eq(companies.name, 'Acme Fashion'));
  if (!acme) return;
  const [existing] = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.companyId, acme.id))
    .limit(1);
  if (existing) return;

  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const day = (offset: number) => new Date(anchor + offset * DAY_MS);
  const lots: Lot[] = [
    {
      key: 'topup-card',
      kind: 'TOPUP',
      paymentMethod: 'CARD',
      isFree: false,
      amount: units(3000),
      startDate: day(-150),
      expiryDate: day(215),
      description: 'Top-up by card',
    },
    {
      key: 'welcome',
      kind: 'PROMOTION',
      paymentMethod: 'MANUAL',
      isFree: true,
      amount: units(150),
      startDate: day(-140),
      expiryDate: day(-115),
      description: 'Welcome credit',
      promotionCode: 'WELCOME',
    },
    {
      key: 'promo-q3',
      kind: 'PROMOTION',
      paymentMethod: 'MANUAL',
      isFree: true,
      amount: units(200),
      startDate: day(-20),
      expiryDate: day(20),
      description: 'Seasonal promotion',
      promotionCode: 'SEASON',
    },
    {
      key: 'manual',
      kind: 'MANUAL',
      paymentMethod: 'MANUAL',
      isFree: false,
      amount: units(500),
      startDate: day(-10),
      expiryDate: day(12),
      description: 'Manual credit (account manager)',
    },
    {
      key: 'topup-wire',
      kind: 'TOPUP',
      paymentMethod: 'WIRE_TRANSFER',
      isFree: false,
      amount: units(2000),
      startDate: day(-30),
      expiryDate: day(700),
      description: 'Top-up by wire transfer',
    },
  ];

  type Event = { at: Date; run: () => Promise<unknown> };
  const events: Event[] = lots.map((lot) => ({
    at: lot.startDate,
    run: () =>
      creditWallet({
        db,
        input: { ...lot, companyId: acme.id, idempotencyKey: `demo:${lot.key}`, now: lot.startDate },
      }),
  }));
  events.push({
    at: day(-115),
    run: () => expireCredits({ deps: { db, now: () => day(-115) }, input: { companyId: acme.id } }),
  });

  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.run();
}
