import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { companyBrands } from '../db/schema/index';
import type { TestClient } from '../testing/graphql-client';
import { type Acme, type Attempt, acmeHeader, type IsolationEnv } from './tenant-isolation-support';

/** Sponsored-ads attempts of the tenant-isolation test (security/tenant-isolation.api.test.ts). */
export function sponsorAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  return {
    ...sponsorCatalogAttempts(env),
    ...sponsorListAttempts(env),
    ...sponsorCampaignAttempts(env),
  };
}

/** Sponsor catalog calls: Acme's brands, products and company id must find nothing for Bolt (modules/sponsor-catalog). */
function sponsorCatalogAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  // addBrands (an earlier attempt) may legitimately have given Bolt Acme's brands: take them back first.
  const acmeProduct = async (a: Acme) => {
    await env()
      .testApp.deps.db.delete(companyBrands)
      .where(
        and(eq(companyBrands.companyId, env().boltId), inArray(companyBrands.brandId, a.onlyAcmeBrandIds)),
      );
    return env().testApp.deps.db.query.products.findFirst({
      where: (row, { inArray: within }) => within(row.brandId, a.onlyAcmeBrandIds),
    });
  };
  const emptyList =
    (operation: string, select = '{ id }'): Attempt =>
    async (client, a) => {
      const product = await acmeProduct(a);
      const result = await client.gql<Record<string, unknown[]>>(
        `query($catalogId: ID!, $brandId: ID) { ${operation}(catalogId: $catalogId, brandId: $brandId) ${select} }`,
        { catalogId: product!.catalogId, brandId: a.onlyAcmeBrandIds[0] },
        acmeHeader(a),
      );
      expect(result.body.data?.[operation] ?? []).toEqual([]);
    };
  const matched =
    (operation: string, select: string, none: unknown): Attempt =>
    async (client, a) => {
      const product = await acmeProduct(a);
      const result = await client.gql<Record<string, unknown>>(
        `query($catalogId: ID!, $brandId: ID, $companyId: ID) { ${operation}(catalogId: $catalogId, brandId: $brandId, companyId: $companyId) ${select} }`,
        { catalogId: product!.catalogId, brandId: a.onlyAcmeBrandIds[0], companyId: a.companyId },
        acmeHeader(a),
      );
      expect(result.body.data?.[operation] ?? none).toEqual(none);
    };
  return {
    productCategories: emptyList('productCategories'),
    segments: emptyList('segments'),
    sellersMatchedFilter: emptyList('sellersMatchedFilter'),
    productsMatchedFilter: matched('productsMatchedFilter', '{ totalCount objects { sku } }', {
      totalCount: 0,
      objects: [],
    }),
    countProductsMatchedFilter: matched('countProductsMatchedFilter', '', 0),
    productsSuggestion: async (client, a) => {
      const product = await acmeProduct(a);
      const result = await client.gql<{ productsSuggestion: unknown[] }>(
        'query($catalogId: ID!, $term: String, $companyId: ID) { productsSuggestion(catalogId: $catalogId, searchTerm: $term, companyId: $companyId) { sku } }',
        { catalogId: product!.catalogId, term: product!.sku, companyId: a.companyId },
        acmeHeader(a),
      );
      expect(result.body.data?.productsSuggestion ?? []).toEqual([]);
    },
    existProducts: async (client, a) => {
      const product = await acmeProduct(a);
      const result = await client.gql<{ existProducts: { found: string[] } }>(
        'query($catalogId: ID!, $skus: [String!]!, $brandId: ID) { existProducts(catalogId: $catalogId, skus: $skus, brandId: $brandId) { found } }',
        { catalogId: product!.catalogId, skus: [product!.sku], brandId: a.onlyAcmeBrandIds[0] },
        acmeHeader(a),
      );
      expect(result.body.data?.existProducts.found ?? []).toEqual([]);
    },
    generateProductBackground: async (client, a) => {
      const product = await acmeProduct(a);
      const result = await client.gql<{ generateProductBackground: { images: string[] } }>(
        'mutation($catalogId: ID!, $sku: String!) { generateProductBackground(catalogId: $catalogId, sku: $sku, prompt: "intruder") { images } }',
        { catalogId: product!.catalogId, sku: product!.sku },
        acmeHeader(a),
      );
      expect(result.body.data?.generateProductBackground.images ?? []).toEqual([]);
      // Acme's own demo banners are uploads; the attempt would have stored generated pictures.
      const acmeImages = await env().testApp.deps.db.query.uploadedImages.findMany({
        where: (row, { and: all, eq: equals }) =>
          all(equals(row.companyId, a.companyId), equals(row.source, 'GENERATED')),
      });
      expect(acmeImages).toEqual([]);
    },
  };
}

/** Campaign lists and row actions (modules/sponsor-lists): Acme's campaigns and ad sets stay unseen and unchanged. */
function sponsorListAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  const acmeAdSet = async (a: Acme) =>
    (await env().testApp.deps.db.query.sponsorAdSets.findFirst({
      where: (row, { and: all, eq: equals }) =>
        all(equals(row.companyId, a.companyId), equals(row.status, 'DELIVERING')),
    }))!;
  const unchanged = async (before: { id: number; updatedAt: Date }) => {
    const after = await env().testApp.deps.db.query.sponsorAdSets.findFirst({
      where: (row, { eq: equals }) => equals(row.id, before.id),
    });
    expect(after).toEqual(before);
  };
  const rowAction =
    (operation: string, mutation: string): Attempt =>
    async (client, a) => {
      const before = await acmeAdSet(a);
      const result = await client.gql<Record<string, { ok: boolean; adSet: unknown }>>(
        `mutation($id: ID!) { ${operation}(id: $id${mutation}) { ok adSet { id } } }`,
        { id: before.id },
        acmeHeader(a),
      );
      if (result.body.errors) expect(result.body.errors[0]?.message).toBe('common:permissionDenied');
      else expect(result.body.data?.[operation]).toEqual({ ok: false, adSet: null });
      await unchanged(before);
    };
  return {
    sponsorCampaigns: async (client, a) => {
      const acmeIds = (
        await env().testApp.deps.db.query.sponsorCampaigns.findMany({
          where: (row, { eq: equals }) => equals(row.companyId, a.companyId),
        })
      ).map((row) => String(row.id));
      for (const adType of ['PRODUCT', 'BANNER']) {
        const result = await client.gql<{ sponsorCampaigns?: { objects: { id: string }[] } }>(
          'query($id: ID, $brand: ID, $adType: SponsorAdType) { sponsorCampaigns(supplierId: $id, brand: $brand, adType: $adType, filters: { status: REMOVED }) { objects { id } } }',
          { id: a.companyId, brand: a.onlyAcmeBrandIds[0], adType },
          acmeHeader(a),
        );
        const ids = (result.body.data?.sponsorCampaigns?.objects ?? []).map((row) => row.id);
        expect(ids.filter((id) => acmeIds.includes(id))).toEqual([]);
      }
    },
    adsSets: async (client, a) => {
      const adSet = await acmeAdSet(a);
      const result = await client.gql<{ adsSets?: { totalCount: number } }>(
        'query($id: ID!, $catalogId: ID, $brandId: ID) { adsSets(campaignId: $id, catalogId: $catalogId, brandId: $brandId) { totalCount } }',
        { id: adSet.campaignId, catalogId: adSet.catalogId, brandId: adSet.brandId },
        acmeHeader(a),
      );
      expect(result.body.data?.adsSets?.totalCount ?? 0).toBe(0);
    },
    activityHistory: async (client, a) => {
      const adSet = await acmeAdSet(a);
      for (const [objectType, objectId] of [
        ['CAMPAIGN', adSet.campaignId],
        ['AD_SET', adSet.id],
      ] as const) {
        const result = await client.gql<{ activityHistory?: unknown[] }>(
          'query($type: HistoryObjectType!, $id: ID!) { activityHistory(objectType: $type, objectId: $id) { updatedBy } }',
          { type: objectType, id: objectId },
          acmeHeader(a),
        );
        expect(result.body.data?.activityHistory ?? []).toEqual([]);
      }
    },
    activityLog: async (client, a) => {
      const adSet = await acmeAdSet(a);
      for (const [objectType, objectId] of [
        ['CAMPAIGN', adSet.campaignId],
        ['AD_SET', adSet.id],
      ] as const) {
        const result = await client.gql<{ activityLog?: unknown }>(
          'query($type: HistoryObjectType!, $id: ID!) { activityLog(objectType: $type, objectId: $id) { name entries { updatedBy } } }',
          { type: objectType, id: objectId },
          acmeHeader(a),
        );
        expect(result.body.data?.activityLog ?? null).toBeNull();
      }
    },
    changeAdSetRunningStatus: rowAction('changeAdSetRunningStatus', ', runningStatus: PAUSED'),
    updateAdsetBudget: rowAction('updateAdsetBudget', ', budgetDaily: "99"'),
    removeAdSet: rowAction('removeAdSet', ''),
  };
}

/** Campaign reads and writes (modules/sponsor-campaigns): an Acme campaign stays unseen and unchanged. */
function sponsorCampaignAttempts(env: () => IsolationEnv): Record<string, Attempt> {
  const db = () => env().testApp.deps.db;
  const state = async (a: Acme) => ({
    campaigns: await db().query.sponsorCampaigns.findMany({
      where: (row, { eq: equals }) => equals(row.companyId, a.companyId),
      orderBy: (row, { asc }) => asc(row.id),
    }),
    adSets: await db().query.sponsorAdSets.findMany({
      where: (row, { eq: equals }) => equals(row.companyId, a.companyId),
      orderBy: (row, { asc }) => asc(row.id),
    }),
    total: (await db().query.sponsorCampaigns.findMany({ columns: { id: true } })).length,
  });
  /** Runs the attempt on an Acme campaign (demo data); nothing of Acme, and no campaign count, may change. */
  const unchanged =
    (
      attempt: (
        client: TestClient,
        a: Acme,
        adSet: { campaignId: number; catalogId: number },
      ) => Promise<void>,
    ): Attempt =>
    async (client, a) => {
      const before = await state(a);
      const adSet = before.adSets.find((row) => row.status !== 'REMOVED');
      expect(adSet).toBeDefined();
      await attempt(client, a, adSet!);
      expect(await state(a)).toEqual(before);
    };
  const refused = (
    result: { body: { data?: Record<string, unknown> | null; errors?: { message: string }[] } },
    name: string,
  ) => {
    if (result.body.errors) expect(result.body.errors[0]?.message).toBe('common:permissionDenied');
    else expect((result.body.data?.[name] as { ok: boolean } | undefined)?.ok).toBe(false);
  };
  const input = (a: Acme, catalogId: number) => ({
    name: 'Intruder',
    brandId: String(a.onlyAcmeBrandIds[0]),
    adType: 'PRODUCT',
    adSet: {
      catalogId: String(catalogId),
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      productAd: { productCategoryIds: ['1'] },
    },
  });
  return {
    sponsorCampaign: unchanged(async (client, a, { campaignId }) => {
      const result = await client.gql<{ sponsorCampaign: unknown }>(
        'query($id: ID!) { sponsorCampaign(id: $id) { id name } }',
        { id: campaignId },
        acmeHeader(a),
      );
      expect(result.body.data?.sponsorCampaign ?? null).toBeNull();
    }),
    createSponsorCampaign: unchanged(async (client, a, { catalogId }) => {
      const result = await client.gql(
        'mutation($campaign: SponsorCampaignInput!) { createSponsorCampaign(campaign: $campaign) { ok } }',
        { campaign: input(a, catalogId) },
        acmeHeader(a),
      );
      refused(result, 'createSponsorCampaign');
    }),
    updateSponsorCampaign: unchanged(async (client, a, { campaignId, catalogId }) => {
      const edit = await client.gql(
        'mutation($id: ID!, $campaign: SponsorCampaignInput) { updateSponsorCampaign(id: $id, campaign: $campaign) { ok } }',
        { id: campaignId, campaign: input(a, catalogId) },
        acmeHeader(a),
      );
      refused(edit, 'updateSponsorCampaign');
      const review = await client.gql(
        'mutation($id: ID!) { updateSponsorCampaign(id: $id, status: REJECTED, notes: "intruder") { ok } }',
        { id: campaignId },
        acmeHeader(a),
      );
      expect(review.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }),
    createQuickSponsorCampaign: unchanged(async (client, a, { catalogId }) => {
      const result = await client.gql(
        'mutation($brandId: ID, $catalogId: ID) { createQuickSponsorCampaign(name: "Intruder", adType: PRODUCT, brandId: $brandId, catalogId: $catalogId, categoryIds: ["1"], sellerIds: ["1"]) { ok } }',
        { brandId: a.onlyAcmeBrandIds[0], catalogId },
        acmeHeader(a),
      );
      refused(result, 'createQuickSponsorCampaign');
    }),
    duplicateSponsorCampaign: unchanged(async (client, a, { campaignId }) => {
      const result = await client.gql(
        'mutation($id: ID!) { duplicateSponsorCampaign(id: $id) { ok } }',
        { id: campaignId },
        acmeHeader(a),
      );
      refused(result, 'duplicateSponsorCampaign');
    }),
    sponsorCampaignCompatibleSuppliers: unchanged(async (client, a, { campaignId }) => {
      const result = await client.gql<{ sponsorCampaignCompatibleSuppliers: unknown[] }>(
        'query($id: ID!) { sponsorCampaignCompatibleSuppliers(campaignId: $id) { id } }',
        { id: campaignId },
        acmeHeader(a),
      );
      expect(result.body.data?.sponsorCampaignCompatibleSuppliers ?? []).toEqual([]);
    }),
    copySponsorCampaign: unchanged(async (client, a, { campaignId }) => {
      const result = await client.gql(
        'mutation($id: ID!, $target: ID!) { copySponsorCampaign(campaignId: $id, targetSupplierId: $target) { ok } }',
        { id: campaignId, target: env().boltId },
        acmeHeader(a),
      );
      refused(result, 'copySponsorCampaign');
    }),
    relatedAccount: unchanged(async (client, a, { campaignId }) => {
      const result = await client.gql<{ relatedAccount: unknown }>(
        'query($id: ID!) { relatedAccount(objectType: SPONSOR_CAMPAIGN, objectId: $id) { companyId } }',
        { id: campaignId },
        acmeHeader(a),
      );
      expect(result.body.data?.relatedAccount ?? null).toBeNull();
    }),
  };
}
