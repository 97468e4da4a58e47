import { zonedDay } from '@portal/domain/zoned-day';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { catalogs, metaCampaigns, metaSpendCharges, sellers } from '../../db/schema/index';
import type { AdAccountRow } from './find-ad-account';
import type { MetaDeps } from './meta-scope';

/**
 * Charges a seller's Meta wallet what Meta reports its campaigns spent (docs/decisions/0230): per campaign
 * and day, the reported spend minus what `meta_spend_charges` says was charged, through mpa-wallet's
 * chargeMetaSpend (Meta wallet → meta:payable) under the key meta-spend:<metaCampaignId>:<day>:<micros>,
 * in the same transaction as the new charged figure, so a retry or a concurrent sync charges nothing twice.
 * When the wallet is then empty, the account's ACTIVE campaigns are paused on Meta (effective status
 * WALLET_EMPTY). Answers what was charged.
 */
export async function syncAccountSpend(deps: MetaDeps, account: AdAccountRow): Promise<bigint> {
  const campaigns = await deps.db
    .select()
    .from(metaCampaigns)
    .where(eq(metaCampaigns.adAccountId, account.id));
  if (campaigns.length === 0) return 0n;
  const [place] = await deps.db
    .select({ zone: catalogs.timeZone })
    .from(sellers)
    .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
    .where(eq(sellers.id, account.sellerId));
  const today = zonedDay(deps.now(), place?.zone ?? 'UTC');
  const since = campaigns.map((c) => c.startDate).sort()[0]!;
  if (since > today) return 0n;
  const ours = new Set(campaigns.map((c) => c.metaCampaignId));
  const rows = await deps.metaAds.insights({
    accountId: account.accountId,
    level: 'campaign',
    since,
    until: today,
  });
  // What is charged already, read once: only a day Meta reports more for opens a transaction (a sync runs
  // every minute and before every read, over the campaigns' whole history).
  const done = await chargedDays(deps, [...ours]);
  let charged = 0n;
  for (const row of rows) {
    if (!row.campaignId || !ours.has(row.campaignId) || row.spendMicros <= 0n) continue;
    if ((done.get(`${row.campaignId}:${row.dateStart}`) ?? 0n) >= row.spendMicros) continue;
    charged += await chargeDay(deps, account, row.campaignId, row.dateStart, row.spendMicros);
  }
  await pauseWhenWalletEmpty(deps, account);
  return charged;
}

async function chargedDays(deps: MetaDeps, metaCampaignIds: string[]): Promise<Map<string, bigint>> {
  const rows = await deps.db
    .select()
    .from(metaSpendCharges)
    .where(inArray(metaSpendCharges.metaCampaignId, metaCampaignIds));
  return new Map(rows.map((row) => [`${row.metaCampaignId}:${row.day}`, row.chargedMicros]));
}

async function chargeDay(
  deps: MetaDeps,
  account: AdAccountRow,
  metaCampaignId: string,
  day: string,
  reportedMicros: bigint,
): Promise<bigint> {
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(metaSpendCharges)
      .values({ metaCampaignId, day, companyId: account.companyId, chargedMicros: 0n })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(metaSpendCharges)
      .where(and(eq(metaSpendCharges.metaCampaignId, metaCampaignId), eq(metaSpendCharges.day, day)))
      .for('update');
    const due = reportedMicros - (row?.chargedMicros ?? 0n);
    if (due <= 0n) return 0n;
    const { chargedMicros } = await deps.metaWallet.charge({
      tx,
      companyId: account.companyId,
      sellerId: account.sellerId,
      amountMicros: due,
      idempotencyKey: `meta-spend:${metaCampaignId}:${day}:${reportedMicros}`,
      description: `Meta campaign ${metaCampaignId} spend on ${day}`,
    });
    // What Meta reported is accounted for; a shortfall (the wallet could not pay all) is not asked again.
    await tx
      .update(metaSpendCharges)
      .set({ chargedMicros: reportedMicros, updatedAt: deps.now() })
      .where(and(eq(metaSpendCharges.metaCampaignId, metaCampaignId), eq(metaSpendCharges.day, day)));
    return chargedMicros;
  });
}

async function pauseWhenWalletEmpty(deps: MetaDeps, account: AdAccountRow): Promise<void> {
  const balance = await deps.metaWallet.balance({
    db: deps.db,
    companyId: account.companyId,
    sellerId: account.sellerId,
  });
  if (balance > 0n) return;
  const open = await deps.db
    .select()
    .from(metaCampaigns)
    .where(and(eq(metaCampaigns.adAccountId, account.id), isNull(metaCampaigns.walletPausedAt)));
  for (const campaign of open) {
    const info = await deps.metaAds.getCampaign(campaign.metaCampaignId);
    if (info?.status !== 'ACTIVE') continue;
    await deps.metaAds.updateCampaign(campaign.metaCampaignId, { status: 'PAUSED' });
    await deps.db
      .update(metaCampaigns)
      .set({ walletPausedAt: deps.now(), updatedAt: sql`now()` })
      .where(eq(metaCampaigns.id, campaign.id));
  }
}
