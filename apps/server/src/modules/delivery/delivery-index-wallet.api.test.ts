import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companySellers, products, sponsorProductAds } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { creditWallet } from '../wallet/credit-wallet';
import { walletBalance } from '../wallet/ledger';
import { spendFromWallet } from '../wallet/spend-from-wallet';
import { buildCatalogIndexes } from './delivery-index-build';
import { applySpend } from './delivery-index-eligibility';
import { loadDeliveryRows } from './delivery-index-load';
import { loadSpend } from './delivery-index-spend';
import { type AdSetFixture, makeAdSet, type Shelf, shelf } from './ingest-events-fixtures';

// The index's "wallet able to pay" reads the lots a charge would draw on now (decision 0258): a lot past
// its expiry (before the hourly expiry job has swept it) or not started yet pays nothing, so an ad set
// whose company holds only such lots is not served.
let testApp: TestApp;
let sg: Shelf;
const MINUTE = 60_000;
const DAY = 86_400_000;
const LOT = 10_000_000n;
const now = new Date();
const adSets: Record<'expired' | 'future' | 'valid', AdSetFixture> = {} as never;

async function companyWithLot(name: string, startDate: Date, expiryDate: Date | null) {
  const { db } = testApp.deps;
  const [company] = await db.insert(companies).values({ name, walletCurrency: 'SGD' }).returning();
  await creditWallet({
    db,
    input: {
      companyId: company!.id,
      amount: LOT,
      kind: 'TOPUP',
      paymentMethod: 'CARD',
      isFree: false,
      startDate,
      expiryDate,
      idempotencyKey: `lot-${company!.id}`,
      now: new Date(now.getTime() - 2 * DAY),
    },
  });
  // The SKUs' sellers are the company's: with validate_uploaded_product_seller on (the default) the index
  // serves only its own sellers' products (decision 0267).
  const sellers = await db
    .selectDistinct({ sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.catalogId, sg.catalogId), inArray(products.sku, sg.skus)));
  await db
    .insert(companySellers)
    .values(sellers.map(({ sellerId }) => ({ companyId: company!.id, sellerId })));
  const adSet = await makeAdSet(db, { companyId: company!.id, brandId: sg.brandId, catalogId: sg.catalogId });
  await db
    .insert(sponsorProductAds)
    .values({ adSetId: adSet.id, companyId: company!.id, name: 'ad', skus: sg.skus });
  return adSet;
}

async function indexAt(at: Date) {
  const built = buildCatalogIndexes(await loadDeliveryRows(testApp.deps.db, at));
  const indexed = [...built.catalogs.values()].flatMap((catalog) =>
    catalog.adSets.map((adSet) => ({ id: adSet.id, companyId: adSet.companyId, timeZone: catalog.timeZone })),
  );
  const spend = await loadSpend(testApp.deps.db, at, indexed);
  const index = applySpend(built, spend, at.getTime());
  const serving = new Set(index.catalogs.get(sg.catalogId)!.serving.map((adSet) => adSet.id));
  return { spend, blocked: index.blocked, serving };
}

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 120 });
  sg = await shelf(testApp.deps.db, 'SG', 3);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  adSets.expired = await companyWithLot('Expired lot Co', ago(2 * DAY), ago(MINUTE));
  adSets.future = await companyWithLot('Future lot Co', new Date(now.getTime() + DAY), null);
  adSets.valid = await companyWithLot('Valid lot Co', ago(DAY), new Date(now.getTime() + DAY));
}, 180_000);
afterAll(() => testApp?.close());

describe("the delivery index's wallet: what the lots can pay now", () => {
  it('keeps out an ad set whose only lot has expired or not started yet, and serves one with a valid lot', async () => {
    const { spend, blocked, serving } = await indexAt(now);
    // The ledger still holds the expired and the future lot's money; neither can pay a charge now.
    expect(await walletBalance(testApp.deps.db, adSets.expired.companyId)).toBe(LOT);
    expect(await walletBalance(testApp.deps.db, adSets.future.companyId)).toBe(LOT);
    expect(spend.wallet.get(adSets.expired.companyId)).toBe(0n);
    expect(spend.wallet.get(adSets.future.companyId)).toBe(0n);
    expect(spend.wallet.get(adSets.valid.companyId)).toBe(LOT);
    expect(blocked.get(adSets.expired.id)).toBe('WALLET_EXCEED_THRESHOLD');
    expect(blocked.get(adSets.future.id)).toBe('WALLET_EXCEED_THRESHOLD');
    expect(serving.has(adSets.expired.id) || serving.has(adSets.future.id)).toBe(false);
    expect(blocked.has(adSets.valid.id)).toBe(false);
    expect(serving.has(adSets.valid.id)).toBe(true);
  });

  it('agrees with the charge: what the index would not serve on, a spend cannot take', async () => {
    const charge = await spendFromWallet({
      db: testApp.deps.db,
      input: {
        companyId: adSets.expired.companyId,
        amount: 500_000n,
        idempotencyKey: 'expired-lot-charge',
        chargeDate: now,
      },
    });
    expect([charge.charged, charge.unpaid]).toEqual([0n, 500_000n]);
  });

  it('serves on a lot from its start date, read at the refresh time', async () => {
    const later = await indexAt(new Date(now.getTime() + DAY + MINUTE));
    expect(later.spend.wallet.get(adSets.future.companyId)).toBe(LOT);
    expect(later.serving.has(adSets.future.id)).toBe(true);
    // The valid lot has expired by then.
    expect(later.blocked.get(adSets.valid.id)).toBe('WALLET_EXCEED_THRESHOLD');
  });
});
