import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { metaSandboxAdAccounts, metaSandboxCampaigns, metaSandboxInsightsDaily } from '../../db/schema/index';
import { dayFigures, deliverySegments, plannedSpend } from './sandbox-delivery';

/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type CampaignRow = typeof metaSandboxCampaigns.$inferSelect;
type InsightRow = typeof metaSandboxInsightsDaily.$inferSelect;

/** Lifetime spend of each campaign, from its daily rows. */
export async function lifetimeSpend(tx: Tx | Db, campaignIds: string[]): Promise<Map<string, bigint>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await tx
    .select({
      campaignId: metaSandboxInsightsDaily.campaignId,
      spend: sql<string>`coalesce(sum(${metaSandboxInsightsDaily.spendMicros}), 0)`,
    })
    .from(metaSandboxInsightsDaily)
    .where(inArray(metaSandboxInsightsDaily.campaignId, campaignIds))
    .groupBy(metaSandboxInsightsDaily.campaignId);
  return new Map(rows.map((row) => [row.campaignId, BigInt(row.spend)]));
}

/**
 * Brings an account's simulated delivery up to `now` (the sandbox does this lazily whenever the account is
 * read): ACTIVE campaigns spend their planned share of each day between their start and stop, never beyond
 * the lifetime budget nor the account's balance, which the spend reduces. Days run in order across the
 * account's campaigns, so an emptying balance stops them where it ran out. Under the account's row lock.
 */
export async function advanceAccount(tx: Tx, accountId: string, now: Date): Promise<void> {
  const [account] = await tx
    .select()
    .from(metaSandboxAdAccounts)
    .where(eq(metaSandboxAdAccounts.accountId, accountId))
    .for('update');
  if (!account) return;
  const campaigns = await tx
    .select()
    .from(metaSandboxCampaigns)
    .where(and(eq(metaSandboxCampaigns.accountId, accountId), lt(metaSandboxCampaigns.simulatedUntil, now)))
    .orderBy(metaSandboxCampaigns.createdAt, metaSandboxCampaigns.id);
  if (campaigns.length === 0) return;
  const active = campaigns.filter((c) => c.status === 'ACTIVE');
  const zone = account.timeZone;
  const steps = active
    .flatMap((campaign, order) =>
      deliverySegments(campaign, campaign.simulatedUntil, now, zone).map((segment) => ({
        campaign,
        order,
        ...segment,
      })),
    )
    .sort((a, b) => (a.day === b.day ? a.order - b.order : a.day < b.day ? -1 : 1));
  const spent = await lifetimeSpend(
    tx,
    active.map((c) => c.id),
  );
  const days = await existingDays(tx, steps);
  let balance = account.balanceMicros;
  const touched = new Map<string, InsightRow>();
  for (const step of steps) {
    const planned =
      plannedSpend(step.campaign, step.day, zone, step.end) -
      plannedSpend(step.campaign, step.day, zone, step.start);
    const remaining = step.campaign.lifetimeBudgetMicros - (spent.get(step.campaign.id) ?? 0n);
    let spend = planned;
    if (spend > remaining) spend = remaining;
    if (spend > balance) spend = balance;
    if (spend <= 0n) continue;
    const key = `${step.campaign.id}:${step.day}`;
    const row = touched.get(key) ?? days.get(key) ?? emptyRow(step.campaign.id, step.day);
    const spendMicros = row.spendMicros + spend;
    touched.set(key, { ...row, spendMicros, ...dayFigures(step.campaign, step.day, spendMicros) });
    spent.set(step.campaign.id, (spent.get(step.campaign.id) ?? 0n) + spend);
    balance -= spend;
  }
  if (touched.size > 0) {
    await tx
      .insert(metaSandboxInsightsDaily)
      .values([...touched.values()])
      .onConflictDoUpdate({
        target: [metaSandboxInsightsDaily.campaignId, metaSandboxInsightsDaily.day],
        set: {
          impressions: sql`excluded.impressions`,
          clicks: sql`excluded.clicks`,
          spendMicros: sql`excluded.spend_micros`,
          purchases: sql`excluded.purchases`,
          purchaseValueMicros: sql`excluded.purchase_value_micros`,
        },
      });
  }
  if (balance !== account.balanceMicros) {
    await tx
      .update(metaSandboxAdAccounts)
      .set({ balanceMicros: balance })
      .where(eq(metaSandboxAdAccounts.accountId, accountId));
  }
  await tx
    .update(metaSandboxCampaigns)
    .set({ simulatedUntil: now })
    .where(
      inArray(
        metaSandboxCampaigns.id,
        campaigns.map((c) => c.id),
      ),
    );
}

const emptyRow = (campaignId: string, day: string): InsightRow => ({
  campaignId,
  day,
  impressions: 0,
  clicks: 0,
  spendMicros: 0n,
  purchases: 0,
  purchaseValueMicros: 0n,
});

async function existingDays(tx: Tx, steps: { campaign: CampaignRow; day: string }[]) {
  const rows = new Map<string, InsightRow>();
  if (steps.length === 0) return rows;
  const ids = [...new Set(steps.map((s) => s.campaign.id))];
  const firstDay = steps.map((s) => s.day).sort()[0]!;
  const found = await tx
    .select()
    .from(metaSandboxInsightsDaily)
    .where(
      and(
        inArray(metaSandboxInsightsDaily.campaignId, ids),
        sql`${metaSandboxInsightsDaily.day} >= ${firstDay}`,
      ),
    );
  for (const row of found) rows.set(`${row.campaignId}:${row.day}`, row);
  return rows;
}
