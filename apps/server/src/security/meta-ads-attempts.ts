import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { metaAdAccounts, metaAsyncSessions, metaCampaigns } from '../db/schema/index';
import type { TestClient } from '../testing/graphql-client';
import { type Acme, type Attempt, acmeHeader, type IsolationEnv } from './tenant-isolation-support';

type AcmeMeta = {
  sellerId: number;
  campaignId: number;
  metaCampaignId: string;
  sessionId: number;
  accountId: string;
  audienceIds: number[];
};

/**
 * Meta ads attempts of the tenant-isolation test (issue 15: module meta-ads). Acme's showcase seller from the
 * demo seed has an ad account, campaigns with a month of delivery and a finished onboarding session. Bolt
 * may manage the same store (addSellers runs first): then it may act on the store for itself, never reach
 * Acme's account, campaigns or sessions; every attempt checks Acme's rows are as they were.
 */
export function metaAdsAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  const db = () => env().testApp.deps.db;
  let prepared: Promise<AcmeMeta> | null = null;
  const acme = (a: Acme) => {
    prepared ??= (async () => {
      const [campaign] = await db()
        .select()
        .from(metaCampaigns)
        .where(eq(metaCampaigns.companyId, a.companyId))
        .limit(1);
      const [account] = await db()
        .select()
        .from(metaAdAccounts)
        .where(eq(metaAdAccounts.id, campaign!.adAccountId));
      const [session] = await db()
        .insert(metaAsyncSessions)
        .values({
          companyId: a.companyId,
          sellerId: campaign!.sellerId,
          sellerPageUrl: account!.sellerPageUrl,
          status: 'COMPLETED',
        })
        .returning();
      return {
        sellerId: campaign!.sellerId,
        campaignId: campaign!.id,
        metaCampaignId: campaign!.metaCampaignId,
        sessionId: session!.id,
        accountId: account!.accountId,
        audienceIds: (await env().testApp.deps.metaAds.customAudiences(account!.accountId)).map(
          (row) => row.id,
        ),
      };
    })();
    return prepared;
  };

  /** Acme's Meta rows that no attempt may change. */
  const acmeRows = async (a: Acme) => ({
    accounts: await db()
      .select()
      .from(metaAdAccounts)
      .where(eq(metaAdAccounts.companyId, a.companyId))
      .orderBy(metaAdAccounts.id),
    campaigns: (
      await db()
        .select()
        .from(metaCampaigns)
        .where(eq(metaCampaigns.companyId, a.companyId))
        .orderBy(metaCampaigns.id)
    ).map(({ updatedAt: _u, walletPausedAt: _w, ...row }) => row),
    sessions: (
      await db().select().from(metaAsyncSessions).where(eq(metaAsyncSessions.companyId, a.companyId))
    ).length,
  });

  /** An operation on Acme's ids: refused (not found, or not onboarded for Bolt), or Bolt's own answer without Acme's figures. */
  const attempt =
    (
      operation: string,
      query: (m: AcmeMeta) => { text: string; variables: Record<string, unknown> },
      leaks: (data: unknown, m: AcmeMeta) => boolean,
    ) =>
    async (client: TestClient, a: Acme) => {
      const m = await acme(a);
      const before = await acmeRows(a);
      const metaBefore = await env().testApp.deps.metaAds.getCampaign(m.metaCampaignId);
      for (const headers of [{}, acmeHeader(a)]) {
        const { text, variables } = query(m);
        const result = await client.gql<Record<string, unknown>>(text, variables, headers);
        if (result.body.errors) {
          expect(['NOT_FOUND', 'BAD_USER_INPUT', 'FORBIDDEN'], operation).toContain(
            result.body.errors[0]?.extensions?.code,
          );
        } else {
          expect(leaks(result.body.data?.[operation] ?? null, m), operation).toBe(false);
        }
      }
      expect(await acmeRows(a), operation).toEqual(before);
      const metaAfter = await env().testApp.deps.metaAds.getCampaign(m.metaCampaignId);
      expect(
        { name: metaAfter?.name, status: metaAfter?.status, budget: metaAfter?.lifetimeBudgetMicros },
        operation,
      ).toEqual({
        name: metaBefore?.name,
        status: metaBefore?.status,
        budget: metaBefore?.lifetimeBudgetMicros,
      });
    };

  const text = JSON.stringify;
  const mentions = (data: unknown, m: AcmeMeta) =>
    [m.accountId, m.metaCampaignId, `"id":"${m.campaignId}"`, `"id":"${m.sessionId}"`].some((s) =>
      text(data ?? null).includes(s),
    );
  const range = { from: '2020-01-01', to: '2099-12-31' };
  const short = {
    from: new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10),
    to: new Date().toISOString().slice(0, 10),
  };

  return {
    adAccountInsights: attempt(
      'adAccountInsights',
      (m) => ({
        text: 'query($s: ID!, $f: String!, $t: String!) { adAccountInsights(sellerId: $s, fromDate: $f, toDate: $t) { accountId spend } }',
        variables: { s: m.sellerId, f: short.from, t: short.to },
      }),
      mentions,
    ),
    metaCampaigns: attempt(
      'metaCampaigns',
      (m) => ({
        text: 'query($s: ID!, $f: String!, $t: String!) { metaCampaigns(sellerId: $s, fromDate: $f, toDate: $t) { objects { id metaCampaignId accountId } } }',
        variables: { s: m.sellerId, f: short.from, t: short.to },
      }),
      mentions,
    ),
    metaCampaign: attempt(
      'metaCampaign',
      (m) => ({
        text: 'query($s: ID!, $c: ID!) { metaCampaign(sellerId: $s, campaignId: $c) { id metaCampaignId } }',
        variables: { s: m.sellerId, c: m.campaignId },
      }),
      (data) => data !== null,
    ),
    getCampaign: attempt(
      'getCampaign',
      (m) => ({
        text: 'query($s: ID!, $c: ID!) { getCampaign(sellerId: $s, campaignId: $c) { id name } }',
        variables: { s: m.sellerId, c: m.campaignId },
      }),
      (data) => data !== null,
    ),
    getCustomAudiences: attempt(
      'getCustomAudiences',
      (m) => ({
        text: 'query($s: ID!) { getCustomAudiences(sellerId: $s) { id } }',
        variables: { s: m.sellerId },
      }),
      (data, m) => ((data ?? []) as { id: number }[]).some((row) => m.audienceIds.includes(row.id)),
    ),
    onboardSellerStatus: attempt(
      'onboardSellerStatus',
      (m) => ({
        text: 'query($s: ID!) { onboardSellerStatus(sellerId: $s) { id status } }',
        variables: { s: m.sellerId },
      }),
      mentions,
    ),
    asyncSessionStatus: attempt(
      'asyncSessionStatus',
      (m) => ({
        text: 'query($s: ID!, $id: ID!) { asyncSessionStatus(sellerId: $s, sessionId: $id) { id status } }',
        variables: { s: m.sellerId, id: m.sessionId },
      }),
      (data) => data !== null,
    ),
    onboardSeller: attempt(
      'onboardSeller',
      (m) => ({
        text: 'mutation($s: ID!) { onboardSeller(sellerId: $s, sellerPageUrl: "https://intruder.example.com", confirm: true) { ok session { id } } }',
        variables: { s: m.sellerId },
      }),
      mentions,
    ),
    createMetaCampaign: attempt(
      'createMetaCampaign',
      (m) => ({
        text: `mutation($s: ID!) { createMetaCampaign(sellerId: $s, name: "Intruder", lifetimeBudget: "50", startDate: "${range.to}", endDate: "${range.to}", creativeText: "x") { ok campaign { accountId } } }`,
        variables: { s: m.sellerId },
      }),
      mentions,
    ),
    updateMetaCampaign: attempt(
      'updateMetaCampaign',
      (m) => ({
        text: 'mutation($s: ID!, $c: ID!) { updateMetaCampaign(sellerId: $s, campaignId: $c, status: PAUSED, name: "Taken over", lifetimeBudget: "1") { ok campaign { id } } }',
        variables: { s: m.sellerId, c: m.campaignId },
      }),
      (data) => (data as { ok?: boolean } | null)?.ok === true,
    ),
    createCampaign: attempt(
      'createCampaign',
      (m) => ({
        text: `mutation($s: ID!) { createCampaign(sellerId: $s, walletCurrency: "SGD", name: "Intruder", lifetimeBudget: "50", startDate: "${range.to}", endDate: "${range.to}", creativeText: "x") { ok campaign { productSetId } } }`,
        variables: { s: m.sellerId },
      }),
      mentions,
    ),
    updateCampaign: attempt(
      'updateCampaign',
      (m) => ({
        text: 'mutation($s: ID!, $c: ID!) { updateCampaign(sellerId: $s, campaignId: $c, walletCurrency: "SGD", name: "Taken over", lifetimeBudget: "1", startDate: "2099-01-01", endDate: "2099-01-02") { ok campaign { id } } }',
        variables: { s: m.sellerId, c: m.campaignId },
      }),
      (data) => (data as { ok?: boolean } | null)?.ok === true,
    ),
  };
}
