import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogs,
  companies,
  configurations,
  metaAdAccounts,
  metaAsyncSessions,
  sellers,
} from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import type { TestClient } from '../../testing/graphql-client';
import { runJobsOnce } from '../jobs/job-runner';
import { MetaApiError } from './meta-ads';
import { companyId, gqlErrors, signedIn, strangerSeller, unonboardedSeller } from './meta-ads-test-support';
import { ONBOARDING_GAVE_UP, runOnboardSeller } from './onboard-seller-job';

let testApp: TestApp;
let acme: number;
const clients: Record<string, TestClient> = {};

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 60 });
  acme = await companyId(testApp, 'Acme Fashion');
  for (const role of ['owner', 'admin', 'member', 'viewer'])
    clients[role] = await signedIn(testApp, `${role}@demo.test`);
});
afterAll(() => testApp.close());

const ONBOARD =
  'mutation($sellerId: ID!, $url: String, $confirm: Boolean!) { onboardSeller(sellerId: $sellerId, sellerPageUrl: $url, confirm: $confirm) { ok errors { field messages } session { id status result } } }';
type Onboarded = {
  onboardSeller: {
    ok: boolean;
    errors: { field: string | null; messages: string[] }[];
    session: { id: string; status: string; result: string | null } | null;
  };
};
const SELLERS =
  '{ getCompanySellers { id name nameWithCatalog originalSellerId isMpaOnboarded catalog { id code currencyCode } } }';
type Sellers = { getCompanySellers: { id: string; isMpaOnboarded: boolean }[] };

describe('onboardSeller', () => {
  it('refuses viewers and members (owners and admins link accounts)', async () => {
    const sellerId = await unonboardedSeller(testApp, acme);
    for (const role of ['viewer', 'member']) {
      const result = await clients[role]!.gql(ONBOARD, {
        sellerId,
        url: 'https://shop.example.com/a',
        confirm: true,
      });
      expect(gqlErrors(result.body)).toContain('FORBIDDEN');
    }
  });

  it('answers per-field errors for a missing or bad URL and a missing confirmation', async () => {
    const sellerId = await unonboardedSeller(testApp, acme);
    const empty = await clients.owner!.gql<Onboarded>(ONBOARD, { sellerId, url: '', confirm: false });
    expect(empty.body.data?.onboardSeller).toEqual({
      ok: false,
      session: null,
      errors: [
        { field: 'sellerPageUrl', messages: ['mpa:error.urlRequired'] },
        { field: 'confirm', messages: ['mpa:error.confirmRequired'] },
      ],
    });
    const bad = await clients.owner!.gql<Onboarded>(ONBOARD, { sellerId, url: 'not a url', confirm: true });
    expect(bad.body.data?.onboardSeller.errors).toEqual([
      { field: 'sellerPageUrl', messages: ['mpa:error.invalidUrl'] },
    ]);
  });

  it("answers another company's seller as not found", async () => {
    const sellerId = await strangerSeller(testApp, acme);
    const result = await clients.owner!.gql<Onboarded>(ONBOARD, {
      sellerId,
      url: 'https://shop.example.com/a',
      confirm: true,
    });
    expect(result.body.data?.onboardSeller).toMatchObject({
      ok: false,
      errors: [{ field: 'sellerId', messages: ['common:error.notFound'] }],
    });
    const status = await clients.viewer!.gql('query($s: ID!) { onboardSellerStatus(sellerId: $s) { id } }', {
      s: sellerId,
    });
    expect(gqlErrors(status.body)).toEqual(['NOT_FOUND']);
  });

  it('opens the ad account in a job: PENDING, then COMPLETED; the seller reads onboarded for this company', async () => {
    const sellerId = await unonboardedSeller(testApp, acme);
    const before = await clients.viewer!.gql<Sellers>(SELLERS);
    expect(before.body.data?.getCompanySellers.find((s) => s.id === String(sellerId))?.isMpaOnboarded).toBe(
      false,
    );
    const started = await clients.admin!.gql<Onboarded>(ONBOARD, {
      sellerId,
      url: 'https://shop.example.com/acme',
      confirm: true,
    });
    expect(started.body.data?.onboardSeller).toMatchObject({
      ok: true,
      errors: [],
      session: { status: 'PENDING', result: null },
    });
    const sessionId = started.body.data!.onboardSeller.session!.id;
    // Asked again while pending: the same session, not a second account.
    const again = await clients.owner!.gql<Onboarded>(ONBOARD, {
      sellerId,
      url: 'https://shop.example.com/acme',
      confirm: true,
    });
    expect(again.body.data?.onboardSeller.session?.id).toBe(sessionId);

    await runJobsOnce(testApp.deps);
    const status = await clients.viewer!.gql<{
      asyncSessionStatus: { status: string };
      onboardSellerStatus: { id: string };
    }>(
      'query($s: ID!, $id: ID!) { asyncSessionStatus(sellerId: $s, sessionId: $id) { status } onboardSellerStatus(sellerId: $s) { id } }',
      { s: sellerId, id: sessionId },
    );
    expect(status.body.data).toEqual({
      asyncSessionStatus: { status: 'COMPLETED' },
      onboardSellerStatus: { id: sessionId },
    });
    const [account] = await testApp.deps.db
      .select()
      .from(metaAdAccounts)
      .where(eq(metaAdAccounts.sellerId, sellerId));
    const [company] = await testApp.deps.db.select().from(companies).where(eq(companies.id, acme));
    expect(account).toMatchObject({
      companyId: acme,
      currency: company!.walletCurrency,
      sellerPageUrl: 'https://shop.example.com/acme',
    });
    expect(account!.accountId).toMatch(/^act_\d+$/);
    const after = await clients.viewer!.gql<Sellers>(SELLERS);
    expect(after.body.data?.getCompanySellers.find((s) => s.id === String(sellerId))?.isMpaOnboarded).toBe(
      true,
    );

    const twice = await clients.owner!.gql<Onboarded>(ONBOARD, {
      sellerId,
      url: 'https://shop.example.com/acme',
      confirm: true,
    });
    expect(twice.body.data?.onboardSeller.errors).toEqual([
      { field: 'sellerId', messages: ['mpa:error.alreadyOnboarded'] },
    ]);
  });

  it('uses the configured default seller page when none is given (mpa_default_seller_page_url)', async () => {
    const sellerId = await unonboardedSeller(testApp, acme);
    const missing = await clients.owner!.gql<Onboarded>(ONBOARD, { sellerId, confirm: true });
    expect(missing.body.data?.onboardSeller.errors).toEqual([
      { field: 'sellerPageUrl', messages: ['mpa:error.urlRequired'] },
    ]);
    await testApp.deps.db
      .insert(configurations)
      .values({ key: 'mpa_default_seller_page_url', value: '{baseUrl}/seller/{originalSellerId}' });
    const started = await clients.owner!.gql<Onboarded>(ONBOARD, { sellerId, confirm: true });
    expect(started.body.data?.onboardSeller.ok).toBe(true);
    const [place] = await testApp.deps.db
      .select({ baseUrl: catalogs.baseUrl, original: sellers.originalSellerId })
      .from(sellers)
      .innerJoin(catalogs, eq(catalogs.id, sellers.catalogId))
      .where(eq(sellers.id, sellerId));
    const [session] = await testApp.deps.db
      .select()
      .from(metaAsyncSessions)
      .where(eq(metaAsyncSessions.id, Number(started.body.data!.onboardSeller.session!.id)));
    expect(session!.sellerPageUrl).toBe(`${place!.baseUrl}/seller/${place!.original}`);
    await testApp.deps.db.delete(configurations).where(eq(configurations.key, 'mpa_default_seller_page_url'));
  });

  it("marks the session FAILED with Meta's user message when Meta refuses", async () => {
    const sellerId = await unonboardedSeller(testApp, acme);
    const started = await clients.owner!.gql<Onboarded>(ONBOARD, {
      sellerId,
      url: 'https://shop.example.com/x',
      confirm: true,
    });
    const sessionId = Number(started.body.data!.onboardSeller.session!.id);
    const refusing = {
      ...testApp.deps.metaAds,
      createAdAccount: async () => {
        throw new MetaApiError(
          '(#100) Invalid parameter',
          100,
          'OAuthException',
          'The business cannot own more ad accounts.',
        );
      },
    };
    await runOnboardSeller({ ...testApp.deps, metaAds: refusing }, { sessionId });
    const [session] = await testApp.deps.db
      .select()
      .from(metaAsyncSessions)
      .where(eq(metaAsyncSessions.id, sessionId));
    expect(session).toMatchObject({ status: 'FAILED', result: 'The business cannot own more ad accounts.' });
    expect(
      await testApp.deps.db.select().from(metaAdAccounts).where(eq(metaAdAccounts.sellerId, sellerId)),
    ).toEqual([]);
  });

  it("marks the session FAILED when its last attempt fails on an error that is not Meta's answer", async () => {
    const sellerId = await unonboardedSeller(testApp, acme);
    const started = await clients.owner!.gql<Onboarded>(ONBOARD, {
      sellerId,
      url: 'https://shop.example.com/y',
      confirm: true,
    });
    const sessionId = Number(started.body.data!.onboardSeller.session!.id);
    const broken = {
      ...testApp.deps.metaAds,
      createAdAccount: async () => {
        throw new Error('socket hang up');
      },
    };
    const status = async () =>
      (await testApp.deps.db.select().from(metaAsyncSessions).where(eq(metaAsyncSessions.id, sessionId)))[0];
    // An early attempt leaves it to the runner's retry.
    await expect(runOnboardSeller({ ...testApp.deps, metaAds: broken }, { sessionId })).rejects.toThrow();
    expect((await status())?.status).toBe('RUNNING');
    await expect(
      runOnboardSeller({ ...testApp.deps, metaAds: broken }, { sessionId }, { isLast: true }),
    ).rejects.toThrow();
    expect(await status()).toMatchObject({ status: 'FAILED', result: ONBOARDING_GAVE_UP });
  });
});
