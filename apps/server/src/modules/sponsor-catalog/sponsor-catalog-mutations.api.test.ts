import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags, uploadedImages } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { demoFixtures, signedIn } from './catalog-test-fixtures';

let testApp: TestApp;
let fx: Awaited<ReturnType<typeof demoFixtures>>;
let owner: TestClient;
beforeAll(async () => {
  testApp = await createTestApp();
  fx = await demoFixtures(testApp);
  owner = await signedIn(testApp, 'owner@demo.test');
});
afterAll(() => testApp.close());

type Errors = { field: string | null; messages: string[] }[];

describe('validateAdsUrl', () => {
  const MUTATION =
    'mutation($url: String!, $catalogId: ID!) { validateAdsUrl(url: $url, catalogId: $catalogId) { ok errors { field messages } } }';
  const validate = async (url: string, catalogId: string | number = fx.singapore.id) =>
    (await owner.gql<{ validateAdsUrl: { ok: boolean; errors: Errors } }>(MUTATION, { url, catalogId })).body
      .data!.validateAdsUrl;

  it("accepts a URL on the catalog's site or a path", async () => {
    expect(await validate('https://www.fashionmarket.sg/women/dresses')).toEqual({ ok: true, errors: [] });
    expect(await validate('/women/dresses')).toEqual({ ok: true, errors: [] });
  });

  it('refuses other sites, empty and overlong URLs, and unknown catalogs', async () => {
    expect((await validate('https://evil.example/women')).errors[0]?.messages[0]).toMatch(
      /^sponsorRules:invalidBaseUrl/,
    );
    expect((await validate('   ')).errors[0]?.messages).toEqual(['sponsorRules:requireFillOutTheField']);
    expect((await validate(`/${'a'.repeat(260)}`)).errors[0]?.messages[0]).toBe(
      'sponsorRules:urlTooLong?max=250',
    );
    expect((await validate('/x', '999999')).errors[0]).toEqual({
      field: 'catalogId',
      messages: ['sponsorRules:targetCountryIsNotSelected'],
    });
  });

  it('needs a session', async () => {
    const result = await new TestClient(testApp.app).gql(MUTATION, { url: '/x', catalogId: fx.singapore.id });
    expect(result.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });
});

describe('generateLandingUrl', () => {
  const MUTATION =
    'mutation($skus: [String!]!, $catalogId: ID!) { generateLandingUrl(skus: $skus, catalogId: $catalogId) { ok errors { field messages } landingUrl } }';
  type Result = { ok: boolean; errors: Errors; landingUrl: string | null };

  it("lands one SKU on its product page and several on the catalog's listing", async () => {
    const [a, b] = fx.northwindSg;
    const one = await owner.gql<{ generateLandingUrl: Result }>(MUTATION, {
      skus: [a!.sku],
      catalogId: fx.sg.id,
    });
    expect(one.body.data?.generateLandingUrl).toEqual({ ok: true, errors: [], landingUrl: a!.link });
    const two = await owner.gql<{ generateLandingUrl: Result }>(MUTATION, {
      skus: [a!.sku, b!.sku],
      catalogId: fx.sg.id,
    });
    expect(two.body.data?.generateLandingUrl.landingUrl).toBe(
      `${fx.sg.baseUrl}/sponsored?skus=${a!.sku},${b!.sku}`,
    );
  });

  it('names SKUs that are not in the catalog and refuses an empty list', async () => {
    const missing = await owner.gql<{ generateLandingUrl: Result }>(MUTATION, {
      skus: ['NOPE-1'],
      catalogId: fx.sg.id,
    });
    expect(missing.body.data?.generateLandingUrl).toMatchObject({
      ok: false,
      landingUrl: null,
      errors: [{ field: 'skus', messages: ['sponsorRules:skuNotFound?sku=NOPE-1'] }],
    });
    const empty = await owner.gql<{ generateLandingUrl: Result }>(MUTATION, {
      skus: [' '],
      catalogId: fx.sg.id,
    });
    expect(empty.body.data?.generateLandingUrl.errors[0]?.messages).toEqual(['sponsorRules:requireSkus']);
  });
});

describe('generateDeeplink', () => {
  const MUTATION = `mutation($landingUrl: String!, $catalogId: ID!, $skus: [String!]) {
    generateDeeplink(landingUrl: $landingUrl, catalogId: $catalogId, skus: $skus) { ok errors { field messages } deeplink } }`;
  type Result = { ok: boolean; errors: Errors; deeplink: string | null };

  it("turns a landing URL of the catalog into the app's link", async () => {
    const result = await owner.gql<{ generateDeeplink: Result }>(MUTATION, {
      landingUrl: 'https://www.fashionmarket.sg/women/dresses?sort=new',
      catalogId: fx.singapore.id,
      skus: ['SG-A', 'SG-B'],
    });
    expect(result.body.data?.generateDeeplink).toEqual({
      ok: true,
      errors: [],
      deeplink: 'fashionmarket-sg://women/dresses?sort=new&skus=SG-A%2CSG-B',
    });
  });

  it('refuses a landing URL outside the catalog', async () => {
    const result = await owner.gql<{ generateDeeplink: Result }>(MUTATION, {
      landingUrl: 'https://www.fashionmarket.co.id/x',
      catalogId: fx.singapore.id,
    });
    expect(result.body.data?.generateDeeplink).toMatchObject({ ok: false, deeplink: null });
    expect(result.body.data?.generateDeeplink.errors[0]?.field).toBe('landingUrl');
  });
});

describe('generateProductBackground', () => {
  const MUTATION = `mutation($catalogId: ID!, $sku: String!, $prompt: String!, $attempt: Int) {
    generateProductBackground(catalogId: $catalogId, sku: $sku, prompt: $prompt, attempt: $attempt) { ok errors { field messages } images imageUrl } }`;
  type Result = { ok: boolean; errors: Errors; images: string[]; imageUrl: string | null };
  const generate = async (client: TestClient, vars: Record<string, unknown>) =>
    client.gql<{ generateProductBackground: Result }>(MUTATION, {
      catalogId: fx.sg.id,
      sku: fx.northwindSg[0]!.sku,
      ...vars,
    });

  it('composes four stored backgrounds, the same for the same prompt and attempt', async () => {
    const first = (await generate(owner, { prompt: 'blue beach summer' })).body.data!
      .generateProductBackground;
    expect(first.ok).toBe(true);
    expect(first.images).toHaveLength(4);
    expect(new Set(first.images).size).toBe(4);
    expect(first.imageUrl).toBe(first.images[0]);
    const again = (await generate(owner, { prompt: 'blue beach summer', attempt: 1 })).body.data!
      .generateProductBackground;
    expect(again.images).toEqual(first.images);
    const next = (await generate(owner, { prompt: 'blue beach summer', attempt: 2 })).body.data!
      .generateProductBackground;
    expect(next.images.filter((url) => first.images.includes(url))).toEqual([]);

    const file = await testApp.app.inject({ method: 'GET', url: first.images[0]! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.body).toContain('data:image/svg+xml;base64,');
    const rows = await testApp.deps.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.source, 'GENERATED'));
    expect(rows.filter((row) => row.companyId === fx.acme.id)).toHaveLength(8);
  });

  it('refuses an empty or overlong prompt, a bad attempt, and SKUs of other brands', async () => {
    const fieldOf = async (vars: Record<string, unknown>) =>
      (await generate(owner, vars)).body.data!.generateProductBackground.errors[0];
    expect(await fieldOf({ prompt: '  ' })).toEqual({
      field: 'prompt',
      messages: ['sponsorRules:requireFillOutTheField'],
    });
    expect((await fieldOf({ prompt: 'x'.repeat(201) }))?.field).toBe('prompt');
    expect((await fieldOf({ prompt: 'red', attempt: 0 }))?.field).toBe('attempt');
    expect(await fieldOf({ prompt: 'red', sku: fx.boltSg[0]!.sku })).toEqual({
      field: 'sku',
      messages: [`sponsorRules:skuNotFound?sku=${fx.boltSg[0]!.sku}`],
    });
  });

  it('is refused to viewers and when the flag is off', async () => {
    const viewer = await signedIn(testApp, 'viewer@demo.test');
    expect((await generate(viewer, { prompt: 'red' })).body.errors?.[0]?.message).toBe(
      'common:permissionDenied',
    );
    await testApp.deps.db
      .update(featureFlags)
      .set({ isActive: false })
      .where(eq(featureFlags.name, 'enable_custom_product_image'));
    try {
      const off = (await generate(owner, { prompt: 'red' })).body.data!.generateProductBackground;
      expect(off).toMatchObject({ ok: false, images: [] });
      expect(off.errors[0]?.messages).toEqual(['sponsorContent:error.customProductImageDisabled']);
    } finally {
      await testApp.deps.db
        .update(featureFlags)
        .set({ isActive: true })
        .where(eq(featureFlags.name, 'enable_custom_product_image'));
    }
  });

  it('needs an acting company for staff', async () => {
    const staff = await signedIn(testApp, 'staff@demo.test');
    const result = (await generate(staff, { prompt: 'red' })).body.data!.generateProductBackground;
    expect(result.errors[0]?.messages).toEqual(['sponsorRules:errorGettingCompanyId']);
  });
});
