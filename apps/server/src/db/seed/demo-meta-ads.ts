import { currencyFractionDigits } from '@portal/domain';
import { mpaRecommendedTopUpAmounts, mpaTopUpTaxRates, mpaTopUpTotals } from '@portal/domain/mpa-top-up';
import { addDays, zonedDay } from '@portal/domain/zoned-day';
import { and, asc, eq } from 'drizzle-orm';
import { scheduleOf } from '../../modules/meta-ads/campaign-input';
import type { MetaAds } from '../../modules/meta-ads/meta-ads';
import { SandboxMetaAds } from '../../modules/meta-ads/sandbox-meta-ads';
import { syncAccountSpend } from '../../modules/meta-ads/sync-spend';
import { completeOpenTopUp } from '../../modules/mpa-wallet/complete-mpa-top-up';
import { chargeMetaSpend, metaWalletBalance } from '../../modules/mpa-wallet/meta-wallet-ledger';
import type { Db } from '../client';
import {
  catalogs,
  companies,
  companySellers,
  metaAdAccounts,
  metaCampaigns,
  mpaTopUpRequests,
  sellers,
} from '../schema/index';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 30;

/** Acme's showcase campaigns: days from today (negative: past) and budgets in the currency's top-up base. */
const showcase = [
  { name: 'Always-on catalog sales', startIn: -HISTORY_DAYS, endIn: 15, budgetBases: 30, status: 'ACTIVE' },
  { name: 'Payday promo', startIn: -20, endIn: 10, budgetBases: 12, status: 'PAUSED' },
  { name: 'Mid-season clearance', startIn: -28, endIn: -6, budgetBases: 8, status: 'ACTIVE' },
] as const;

/**
 * The Meta ads demo (decision 0230), on the sandbox only, once per database: every demo company's seller the
 * marketplace marks `is_mpa_onboarded` gets the company's ad account (wallet currency, catalog zone), its
 * Meta wallet funded with twice the recommended base by a completed wire transfer (listed on /mpa/credits,
 * with its invoice); the showcase seller below by two; Acme Fashion's first onboarded seller gets a larger
 * wallet and three campaigns created 30 days ago on a sandbox whose clock stood then, so reading them now
 * simulates their month of delivery, and the spend is charged to the wallet as the sync job would.
 */
export async function seedDemoMetaAds(db: Db, options: { metaAds: MetaAds; now: Date }): Promise<void> {
  if (options.metaAds.name !== 'sandbox') return;
  if ((await db.select({ id: metaAdAccounts.id }).from(metaAdAccounts).limit(1)).length > 0) return;
  const pairs = await db
    .select({ company: companies, seller: sellers, zone: catalogs.timeZone })
    .from(companySellers)
    .innerJoin(companies, eq(companies.id, companySellers.companyId))
    .innerJoin(sellers, and(eq(sellers.id, companySellers.sellerId), eq(sellers.isMpaOnboarded, true)))
    .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
    .orderBy(asc(companies.id), asc(sellers.id));
  let showcased = false;
  for (const { company, seller, zone } of pairs) {
    const base = mpaRecommendedTopUpAmounts(company.walletCurrency)[0]!;
    const info = await options.metaAds.createAdAccount({
      sellerName: seller.name,
      sellerPageUrl: `https://seller.example.com/${seller.originalSellerId}`,
      currency: company.walletCurrency,
      timeZone: zone,
    });
    const [account] = await db
      .insert(metaAdAccounts)
      .values({
        companyId: company.id,
        sellerId: seller.id,
        accountId: info.accountId,
        accountName: info.accountName,
        currency: info.currency,
        sellerPageUrl: `https://seller.example.com/${seller.originalSellerId}`,
        productSetId: info.productSetId,
        createdAt: new Date(options.now.getTime() - (HISTORY_DAYS + 1) * DAY_MS),
      })
      .returning();
    const isShowcase = !showcased && company.name === 'Acme Fashion';
    // Funded the way a customer funds it: wire transfers staff completed (ledger entry, invoice, Meta's funds).
    // The showcase seller paid before its month of delivery and again ten days ago (in the credits page's
    // default 30 days); the others a few days ago.
    const wire = (daysAgo: number, bases: bigint, n: number) =>
      fundByWire(db, {
        company,
        sellerId: seller.id,
        account: account!,
        amount: base * bases,
        at: new Date(options.now.getTime() - daysAgo * DAY_MS),
        key: `demo-meta-topup:${company.id}:${seller.id}:${n}`,
        metaAds: options.metaAds,
      });
    await wire(isShowcase ? HISTORY_DAYS + 0.5 : 5, isShowcase ? 40n : 2n, 1);
    if (!isShowcase) continue;
    showcased = true;
    // The campaigns are made on a sandbox whose clock stands 30 days back: delivery runs from then.
    const then = new Date(options.now.getTime() - HISTORY_DAYS * DAY_MS);
    const past = new SandboxMetaAds({ db, now: () => then });
    const today = zonedDay(options.now, zone);
    for (const plan of showcase) {
      const startDate = addDays(today, plan.startIn);
      const endDate = addDays(today, plan.endIn);
      const created = await past.createCampaign(info.accountId, {
        name: plan.name,
        status: 'ACTIVE',
        lifetimeBudgetMicros: base * BigInt(plan.budgetBases),
        ...scheduleOf(zone, startDate, endDate),
        productSetId: info.productSetId,
        creativeText: `Shop ${seller.name}'s latest, delivered fast.`,
        customAudienceIds: [],
      });
      const [row] = await db
        .insert(metaCampaigns)
        .values({
          companyId: company.id,
          sellerId: seller.id,
          adAccountId: account!.id,
          metaCampaignId: created.id,
          name: plan.name,
          lifetimeBudgetMicros: base * BigInt(plan.budgetBases),
          startDate,
          endDate,
          creativeText: `Shop ${seller.name}'s latest, delivered fast.`,
          createdAt: then,
          updatedAt: then,
        })
        .returning();
      // Paused ten days ago: delivery up to then, none since.
      if (plan.status === 'PAUSED') {
        const pausedAt = new Date(options.now.getTime() - 10 * DAY_MS);
        await new SandboxMetaAds({ db, now: () => pausedAt }).updateCampaign(created.id, {
          status: 'PAUSED',
        });
        await db.update(metaCampaigns).set({ updatedAt: pausedAt }).where(eq(metaCampaigns.id, row!.id));
      }
    }
    // The second transfer lands on a sandbox whose clock stands ten days back: what ran before it paid first.
    await fundByWire(db, {
      company,
      sellerId: seller.id,
      account: account!,
      amount: base * 20n,
      at: new Date(options.now.getTime() - 10 * DAY_MS),
      key: `demo-meta-topup:${company.id}:${seller.id}:2`,
      metaAds: new SandboxMetaAds({ db, now: () => new Date(options.now.getTime() - 10 * DAY_MS) }),
    });
    await syncAccountSpend(
      {
        db,
        metaAds: options.metaAds,
        metaWallet: { balance: metaWalletBalance, charge: chargeMetaSpend },
        now: () => options.now,
      },
      account!,
    );
  }
}

/** One wire transfer top-up, requested two hours before staff completed it at `at`. */
async function fundByWire(
  db: Db,
  input: {
    company: typeof companies.$inferSelect;
    sellerId: number;
    account: typeof metaAdAccounts.$inferSelect;
    amount: bigint;
    at: Date;
    key: string;
    metaAds: MetaAds;
  },
) {
  const taxRate = mpaTopUpTaxRates.WIRE_TRANSFER;
  const digits = currencyFractionDigits(input.company.walletCurrency);
  const { tax, total } = mpaTopUpTotals(input.amount, taxRate, digits);
  const [request] = await db
    .insert(mpaTopUpRequests)
    .values({
      companyId: input.company.id,
      sellerId: input.sellerId,
      method: 'WIRE_TRANSFER',
      status: 'REQUESTING',
      currency: input.company.walletCurrency,
      requestAmountMicros: input.amount,
      taxRate,
      taxMicros: tax,
      totalMicros: total,
      idempotencyKey: input.key,
      dateCreated: new Date(input.at.getTime() - 2 * 3_600_000),
      dateUpdated: input.at,
    })
    .returning();
  await db.transaction((tx) =>
    completeOpenTopUp({ now: () => input.at, metaAds: input.metaAds }, tx, request!, input.account),
  );
}
