import { randomInt } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  metaSandboxAdAccounts,
  metaSandboxCampaigns,
  metaSandboxCustomAudiences,
  metaSandboxFunds,
  metaSandboxInsightsDaily,
} from '../../db/schema/index';
import {
  adAccountInfo,
  META_OBJECTIVE,
  type MetaAdAccountInfo,
  type MetaAdAccountRequest,
  type MetaAds,
  type MetaCampaignInfo,
  type MetaCampaignSpec,
  type MetaInsightRow,
  type MetaInsightsQuery,
} from './meta-ads';
import { metaErrors } from './meta-errors';
import { advanceAccount, lifetimeSpend } from './sandbox-advance';
import { checkBudgetAndSchedule } from './sandbox-campaign-rules';
import { guardAccountCall, SANDBOX_CALLS_PER_MINUTE } from './sandbox-guard';

type CampaignRow = typeof metaSandboxCampaigns.$inferSelect;

const digits = (count: number) => Array.from({ length: count }, () => randomInt(0, 10)).join('');

/** The custom audiences every sandbox account is created with (Meta would have them from the pixel). */
const defaultAudiences = [
  'Website visitors (30 days)',
  'Purchasers (180 days)',
  'Lookalike 1% of purchasers',
];

/**
 * The built-in stand-in for Meta's Marketing API (docs/decisions/0230), state in the `meta_sandbox_*`
 * tables. Delivery is simulated lazily: every call on an account first brings its campaigns' delivery up
 * to `now()` (sandbox-advance.ts), so a test moves the injected clock and reads the result.
 */
export class SandboxMetaAds implements MetaAds {
  readonly name = 'sandbox' as const;
  private readonly callsPerMinute: number;

  constructor(
    private readonly deps: { db: Db; now: () => Date },
    options: { callsPerMinute?: number } = {},
  ) {
    this.callsPerMinute = options.callsPerMinute ?? SANDBOX_CALLS_PER_MINUTE;
  }

  async createAdAccount(input: MetaAdAccountRequest): Promise<MetaAdAccountInfo> {
    if (!input.sellerPageUrl.trim()) {
      throw metaErrors.invalidParameter('Invalid parameter: page url', 'The seller page URL is missing.');
    }
    const accountId = `act_${randomInt(1, 10)}${digits(14)}`;
    const productSetId = `${randomInt(1, 10)}${digits(15)}`;
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(metaSandboxAdAccounts).values({
        accountId,
        name: input.sellerName,
        currency: input.currency,
        timeZone: input.timeZone,
        createdAt: this.deps.now(),
      });
      await tx
        .insert(metaSandboxCustomAudiences)
        .values(defaultAudiences.map((name) => ({ id: Number(`2385${digits(10)}`), accountId, name })));
    });
    return adAccountInfo(input, accountId, productSetId);
  }

  async addFunds(accountId: string, amountMicros: bigint, idempotencyKey: string): Promise<void> {
    await this.guard(accountId, { call: 'addFunds', idempotencyKey });
    await this.deps.db.transaction(async (tx) => {
      // Delivery until now is paid from what was there before; the funds count from now on.
      await advanceAccount(tx, accountId, this.deps.now());
      const [added] = await tx
        .insert(metaSandboxFunds)
        .values({ accountId, idempotencyKey, amountMicros, createdAt: this.deps.now() })
        .onConflictDoNothing()
        .returning();
      if (!added) return;
      await tx
        .update(metaSandboxAdAccounts)
        .set({ balanceMicros: sql`${metaSandboxAdAccounts.balanceMicros} + ${amountMicros}` })
        .where(eq(metaSandboxAdAccounts.accountId, accountId));
    });
  }

  async accountBalance(accountId: string): Promise<bigint> {
    await this.guard(accountId, { call: 'accountBalance' });
    await this.advance(accountId);
    const [account] = await this.deps.db
      .select({ balance: metaSandboxAdAccounts.balanceMicros })
      .from(metaSandboxAdAccounts)
      .where(eq(metaSandboxAdAccounts.accountId, accountId));
    return account?.balance ?? 0n;
  }

  async createCampaign(accountId: string, spec: MetaCampaignSpec): Promise<MetaCampaignInfo> {
    const account = await this.guard(accountId, { call: 'createCampaign' });
    checkBudgetAndSchedule({ ...spec, currency: account.currency, spentMicros: 0n });
    const now = this.deps.now();
    const [row] = await this.deps.db
      .insert(metaSandboxCampaigns)
      .values({
        id: `1202${digits(14)}`,
        accountId,
        name: spec.name,
        status: spec.status,
        objective: META_OBJECTIVE,
        startTime: spec.startTime,
        stopTime: spec.stopTime,
        lifetimeBudgetMicros: spec.lifetimeBudgetMicros,
        productSetId: spec.productSetId,
        creativeText: spec.creativeText,
        customAudienceIds: spec.customAudienceIds,
        simulatedUntil: now,
        createdAt: now,
      })
      .returning();
    return this.info(row!, 0n);
  }

  async updateCampaign(campaignId: string, changes: Partial<MetaCampaignSpec>): Promise<MetaCampaignInfo> {
    const existing = await this.findCampaign(campaignId);
    if (!existing) throw metaErrors.unknownObject(campaignId);
    const account = await this.guard(existing.accountId, { call: 'updateCampaign', campaignId });
    // Delivery until now ran under the old settings.
    await this.advance(existing.accountId);
    const current = (await this.findCampaign(campaignId))!;
    if (current.status === 'DELETED') {
      throw metaErrors.invalidParameter(
        'Invalid parameter: the campaign is deleted',
        'This campaign has been deleted and can no longer be edited.',
        1487390,
      );
    }
    const spent = (await lifetimeSpend(this.deps.db, [campaignId])).get(campaignId) ?? 0n;
    const next = {
      lifetimeBudgetMicros: changes.lifetimeBudgetMicros ?? current.lifetimeBudgetMicros,
      startTime: changes.startTime ?? current.startTime,
      stopTime: changes.stopTime === undefined ? current.stopTime : changes.stopTime,
    };
    if (changes.lifetimeBudgetMicros !== undefined || changes.startTime || changes.stopTime !== undefined) {
      checkBudgetAndSchedule({ ...next, currency: account.currency, spentMicros: spent });
    }
    const [row] = await this.deps.db
      .update(metaSandboxCampaigns)
      .set({
        ...next,
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.creativeText !== undefined ? { creativeText: changes.creativeText } : {}),
        ...(changes.customAudienceIds ? { customAudienceIds: changes.customAudienceIds } : {}),
        ...(changes.productSetId ? { productSetId: changes.productSetId } : {}),
      })
      .where(eq(metaSandboxCampaigns.id, campaignId))
      .returning();
    return this.info(row!, spent);
  }

  async getCampaign(campaignId: string): Promise<MetaCampaignInfo | null> {
    const existing = await this.findCampaign(campaignId);
    if (!existing) return null;
    await this.guard(existing.accountId, { call: 'getCampaign', campaignId });
    await this.advance(existing.accountId);
    const row = (await this.findCampaign(campaignId))!;
    return this.info(row, (await lifetimeSpend(this.deps.db, [campaignId])).get(campaignId) ?? 0n);
  }

  async listCampaigns(accountId: string): Promise<MetaCampaignInfo[]> {
    await this.guard(accountId, { call: 'listCampaigns' });
    await this.advance(accountId);
    const rows = await this.deps.db
      .select()
      .from(metaSandboxCampaigns)
      .where(and(eq(metaSandboxCampaigns.accountId, accountId), ne(metaSandboxCampaigns.status, 'DELETED')))
      .orderBy(metaSandboxCampaigns.createdAt, metaSandboxCampaigns.id);
    const spent = await lifetimeSpend(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => this.info(row, spent.get(row.id) ?? 0n));
  }

  async insights(input: MetaInsightsQuery): Promise<MetaInsightRow[]> {
    await this.guard(input.accountId, { call: 'insights', level: input.level });
    await this.advance(input.accountId);
    const i = metaSandboxInsightsDaily;
    const conditions = [
      eq(metaSandboxCampaigns.accountId, input.accountId),
      sql`${i.day} between ${input.since} and ${input.until}`,
    ];
    if (input.campaignIds)
      conditions.push(inArray(i.campaignId, input.campaignIds.length ? input.campaignIds : ['']));
    const byCampaign = input.level === 'campaign';
    const campaignId = byCampaign ? i.campaignId : sql<string | null>`null::text`;
    const rows = await this.deps.db
      .select({
        campaignId,
        day: i.day,
        impressions: sql<string>`sum(${i.impressions})`,
        clicks: sql<string>`sum(${i.clicks})`,
        spend: sql<string>`sum(${i.spendMicros})`,
        purchases: sql<string>`sum(${i.purchases})`,
        purchaseValue: sql<string>`sum(${i.purchaseValueMicros})`,
      })
      .from(i)
      .innerJoin(metaSandboxCampaigns, eq(metaSandboxCampaigns.id, i.campaignId))
      .where(and(...conditions))
      .groupBy(...(byCampaign ? [i.campaignId, i.day] : [i.day]))
      .orderBy(...(byCampaign ? [i.day, i.campaignId] : [i.day]));
    return rows.map((row) => ({
      campaignId: row.campaignId,
      dateStart: row.day,
      dateStop: row.day,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      spendMicros: BigInt(row.spend),
      purchases: Number(row.purchases),
      purchaseValueMicros: BigInt(row.purchaseValue),
    }));
  }

  async customAudiences(accountId: string): Promise<{ id: number; name: string }[]> {
    await this.guard(accountId, { call: 'customAudiences' });
    return this.deps.db
      .select({ id: metaSandboxCustomAudiences.id, name: metaSandboxCustomAudiences.name })
      .from(metaSandboxCustomAudiences)
      .where(eq(metaSandboxCustomAudiences.accountId, accountId))
      .orderBy(metaSandboxCustomAudiences.name);
  }

  private guard(accountId: string, detail: Record<string, unknown>) {
    return guardAccountCall(this.deps.db, accountId, this.deps.now(), this.callsPerMinute, detail);
  }

  private advance(accountId: string) {
    return this.deps.db.transaction((tx) => advanceAccount(tx, accountId, this.deps.now()));
  }

  private async findCampaign(campaignId: string): Promise<CampaignRow | null> {
    const [row] = await this.deps.db
      .select()
      .from(metaSandboxCampaigns)
      .where(eq(metaSandboxCampaigns.id, campaignId));
    return row ?? null;
  }

  private info(row: CampaignRow, spentMicros: bigint): MetaCampaignInfo {
    const remaining = row.lifetimeBudgetMicros - spentMicros;
    return {
      id: row.id,
      accountId: row.accountId,
      name: row.name,
      status: row.status as MetaCampaignInfo['status'],
      effectiveStatus: row.status,
      objective: row.objective,
      lifetimeBudgetMicros: row.lifetimeBudgetMicros,
      budgetRemainingMicros: remaining > 0n ? remaining : 0n,
      startTime: row.startTime,
      stopTime: row.stopTime,
      productSetId: row.productSetId,
      creativeText: row.creativeText,
      customAudienceIds: row.customAudienceIds,
    };
  }
}
