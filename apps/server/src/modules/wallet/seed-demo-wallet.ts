import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyBrands, companySellers, ledgerEntries, sellers } from '../../db/schema/index';
import { createRandom } from '../../db/seed/prng';
import { type CreditWalletInput, creditWallet } from './credit-wallet';
import { expireCredits } from './expire-credits';
import { spendFromWallet } from './spend-from-wallet';

const DAY_MS = 86_400_000;
const units = (whole: number) => BigInt(whole) * 1_000_000n;
const cents = (count: number) => BigInt(count) * 10_000n;

type Lot = Omit<CreditWalletInput, 'companyId' | 'now' | 'idempotencyKey'> & { key: string; startDate: Date };

/**
 * Acme Fashion's wallet in SGD: paid and free lots (two expiring within 30 days of `now`, one
 * expired), and four months of spend, all through the same use cases the portal uses, in date order.
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

  const brandIds = (await db.select().from(companyBrands).where(eq(companyBrands.companyId, acme.id))).map(
    (row) => row.brandId,
  );
  const sellerRows = await db
    .select({ sellerId: companySellers.sellerId })
    .from(companySellers)
    .where(eq(companySellers.companyId, acme.id));
  const catalogIds = sellerRows.length
    ? [
        ...new Set(
          (
            await db
              .select({ catalogId: sellers.catalogId })
              .from(sellers)
              .where(
                inArray(
                  sellers.id,
                  sellerRows.map((row) => row.sellerId),
                ),
              )
          ).map((row) => row.catalogId),
        ),
      ]
    : [];

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

  const random = createRandom(50);
  // One charge before the first top-up: the FAILED row and the unpaid cost the screens need to show.
  const spendDays = [-155, ...Array.from({ length: 40 }, (_, index) => -120 + index * 3)];
  for (const [index, offset] of spendDays.entries()) {
    const clicks = random.int(20, 240);
    const chargeDate = new Date(day(offset).getTime() + random.int(1, 22) * 3_600_000);
    const amount = cents(clicks * 35 + random.int(0, 99));
    const impressions = clicks * random.int(25, 60);
    events.push({
      at: chargeDate,
      run: () =>
        spendFromWallet({
          db,
          input: {
            companyId: acme.id,
            amount,
            idempotencyKey: `demo:spend:${index}`,
            brandId: brandIds.length ? brandIds[index % brandIds.length]! : null,
            catalogId: catalogIds.length ? catalogIds[index % catalogIds.length]! : null,
            adType: index % 4 === 3 ? 'BANNER' : 'PRODUCT',
            clicks,
            impressions,
            chargeDate,
          },
        }),
    });
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.run();
}
