import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { linkedAccounts, rateLimitHits } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { seedAuthBackends } from './seed-auth-backends';
import { BrowserFlow, handoffFrom } from './social-test-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedAuthBackends(testApp.deps.db);
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.deps.db.delete(rateLimitHits);
});

let sequence = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${++sequence}@sc.example.test`;

async function signedInFlow(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return new BrowserFlow(testApp.app, client);
}

type Backend = {
  provider: string;
  name: string;
  authUrl: string;
  status: string;
  balance: string | null;
  balanceCurrency: string | null;
  catalog: { code: string } | null;
  companyLinkedAccount: { email: string } | null;
};
const BACKEND_FIELDS =
  'id name provider kind authUrl iconUrl isEnabledTopUp isEnabledLogin isEnabledSignUp status balance balanceCurrency catalog { code } companyLinkedAccount { email }';
const LINKED = `{ companyLinkedAccounts { ${BACKEND_FIELDS} } }`;
const UNLINK =
  'mutation ($provider: String!) { unlink(provider: $provider) { ok errors { field messages } } }';
const UNLINK_ALIAS =
  'mutation ($provider: String!) { unlinkAuthUser(provider: $provider) { ok errors { field messages } } }';

async function linkedList(flow: BrowserFlow) {
  const result = await flow.client.gql<{ companyLinkedAccounts: Backend[] }>(LINKED);
  expect(result.body.errors).toBeUndefined();
  return new Map(result.body.data!.companyLinkedAccounts.map((backend) => [backend.provider, backend]));
}

describe('auth backends', () => {
  it('lists the seeded seller centers and Google, signed out, without company data', async () => {
    const client = new TestClient(testApp.app);
    const result = await client.gql<{ sellerCenterAuthBackends: Backend[]; googleAuthBackend: Backend }>(
      `{ sellerCenterAuthBackends { ${BACKEND_FIELDS} } googleAuthBackend { ${BACKEND_FIELDS} } }`,
    );
    expect(result.body.errors).toBeUndefined();
    const { sellerCenterAuthBackends, googleAuthBackend } = result.body.data!;
    expect(sellerCenterAuthBackends.map((backend) => backend.provider)).toEqual(
      expect.arrayContaining(['sc_sg', 'sc_id']),
    );
    const sg = sellerCenterAuthBackends.find((backend) => backend.provider === 'sc_sg')!;
    expect(sg).toMatchObject({
      name: 'Seller Center SG',
      authUrl: '/v1/auth/start/sc_sg',
      catalog: { code: 'SG' },
      balance: null,
      companyLinkedAccount: null,
    });
    expect(googleAuthBackend).toMatchObject({ provider: 'google', catalog: null });
  });

  it("shows the owner the company's linked seller account and its balance, and a member nothing", async () => {
    const owner = await signedInFlow('owner@demo.test');
    const result = await owner.client.gql<{ sellerCenterAuthBackends: Backend[] }>(
      `{ sellerCenterAuthBackends { ${BACKEND_FIELDS} } }`,
    );
    const sg = result.body.data!.sellerCenterAuthBackends.find((backend) => backend.provider === 'sc_sg')!;
    expect(sg).toMatchObject({
      status: 'LINKED',
      balance: '1250',
      balanceCurrency: 'SGD',
      companyLinkedAccount: { email: 'acme@sc-sg.sandbox.test' },
    });
    const member = await signedInFlow('member@demo.test');
    const asMember = await member.client.gql<{ sellerCenterAuthBackends: Backend[] }>(
      `{ sellerCenterAuthBackends { ${BACKEND_FIELDS} } }`,
    );
    expect(asMember.body.data!.sellerCenterAuthBackends.every((backend) => backend.balance === null)).toBe(
      true,
    );
  });

  it('answers the catalog of a provider, null for Google and unknown providers', async () => {
    const client = new TestClient(testApp.app);
    const query = 'query ($p: String!) { authProviderCatalog(provider: $p) { id code name currencyCode } }';
    const sg = await client.gql<{ authProviderCatalog: { code: string; currencyCode: string } }>(query, {
      p: 'sc_id',
    });
    expect(sg.body.data!.authProviderCatalog).toMatchObject({ code: 'ID', currencyCode: 'IDR' });
    for (const p of ['google', 'nope', ''])
      expect(
        (await client.gql<{ authProviderCatalog: null }>(query, { p })).body.data!.authProviderCatalog,
      ).toBeNull();
  });

  it('keeps the linked accounts list to owners and admins', async () => {
    for (const email of ['member@demo.test', 'viewer@demo.test']) {
      const flow = await signedInFlow(email);
      const result = await flow.client.gql(LINKED);
      expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
    const signedOut = await new TestClient(testApp.app).gql(LINKED);
    expect(signedOut.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });
});

describe('linking from /linked', () => {
  it('links the acting company to a seller center and refuses a second account for it', async () => {
    const owner = await signedInFlow('owner@demo.test');
    const email = newEmail('acme-id');
    const { location } = await owner.run({ provider: 'sc_id', mode: 'link', email });
    expect(location).toBe('/linked?linked=sc_id');
    const list = await linkedList(owner);
    expect(list.get('sc_id')).toMatchObject({
      status: 'LINKED',
      companyLinkedAccount: { email },
      balance: '0',
    });
    expect(list.get('sc_my')?.status).toBe('UNLINKED');

    const admin = await signedInFlow('admin@demo.test');
    const second = await admin.run({ provider: 'sc_id', mode: 'link', email: newEmail('acme-id-2') });
    expect(second.location).toBe('/linked?socialError=companyAlreadyLinked');
  });

  it('returns to the page that started linking (the profile tab), never to another site', async () => {
    const owner = await signedInFlow('nobrand@demo.test');
    const tab = await owner.run({
      provider: 'google',
      mode: 'link',
      email: newEmail('tab'),
      redirectUrl: '/profile/linked-accounts',
    });
    expect(tab.location).toBe('/profile/linked-accounts?linked=google');
    const evil = await owner.run({
      provider: 'google',
      mode: 'link',
      email: newEmail('evil'),
      redirectUrl: 'https://evil.example',
    });
    expect(evil.location).toBe('/linked?socialError=userAlreadyLinked');
  });

  it('refuses a provider account linked to another user', async () => {
    const email = newEmail('shared');
    const first = await signedInFlow('owner@demo.test');
    expect((await first.run({ provider: 'sc_my', mode: 'link', email })).location).toBe(
      '/linked?linked=sc_my',
    );
    const other = await signedInFlow('nobrand@demo.test');
    const { location } = await other.run({ provider: 'sc_my', mode: 'link', email });
    expect(location).toBe('/linked?socialError=linkedElsewhere');
  });

  it('refuses members and signed-out browsers', async () => {
    const member = await signedInFlow('member@demo.test');
    expect((await member.run({ provider: 'sc_ph', mode: 'link', email: newEmail('m') })).location).toBe(
      '/linked?socialError=permissionDenied',
    );
    const signedOut = new BrowserFlow(testApp.app, new TestClient(testApp.app));
    expect((await signedOut.run({ provider: 'sc_ph', mode: 'link', email: newEmail('s') })).location).toBe(
      '/auth?socialError=signInRequired',
    );
  });

  it('links with a hand-off token through link and linkAuthUser', async () => {
    const flow = await signedInFlow('nobrand@demo.test');
    const { location } = await flow.run({ provider: 'sc_hk', mode: 'signup', email: newEmail('hk') });
    const link =
      'mutation ($provider: String!, $accessToken: String!) { link(provider: $provider, accessToken: $accessToken) { ok email errors { messages } } }';
    const result = await flow.client.gql<{ link: { ok: boolean } }>(link, handoffFrom(location));
    expect(result.body.data!.link.ok).toBe(true);
    expect((await linkedList(flow)).get('sc_hk')?.status).toBe('LINKED');
    // The token is single use.
    const again = await flow.client.gql<{ link: { ok: boolean; errors: { messages: string[] }[] } }>(
      link,
      handoffFrom(location),
    );
    expect(again.body.data!.link.errors[0]?.messages).toEqual(['social:error.expiredToken']);

    const tw = await flow.run({ provider: 'sc_tw', mode: 'signup', email: newEmail('tw') });
    const alias = await flow.client.gql<{ linkAuthUser: { ok: boolean } }>(
      'mutation ($provider: String!, $accessToken: String!) { linkAuthUser(provider: $provider, accessToken: $accessToken) { ok } }',
      handoffFrom(tw.location),
    );
    expect(alias.body.data!.linkAuthUser.ok).toBe(true);
  });

  it('refuses link to a member', async () => {
    const member = await signedInFlow('member@demo.test');
    const result = await member.client.gql('mutation { link(provider: "sc_sg", accessToken: "x") { ok } }');
    expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
  });
});

describe('unlinking', () => {
  it('unlinks a seller center of the company, then says it is not linked', async () => {
    const owner = await signedInFlow('nobrand@demo.test');
    expect((await owner.run({ provider: 'sc_ph', mode: 'link', email: newEmail('ph') })).location).toBe(
      '/linked?linked=sc_ph',
    );
    const result = await owner.client.gql<{ unlink: { ok: boolean } }>(UNLINK, { provider: 'sc_ph' });
    expect(result.body.data!.unlink.ok).toBe(true);
    expect((await linkedList(owner)).get('sc_ph')?.status).toBe('UNLINKED');
    const again = await owner.client.gql<{ unlinkAuthUser: { errors: { messages: string[] }[] } }>(
      UNLINK_ALIAS,
      {
        provider: 'sc_ph',
      },
    );
    expect(again.body.data!.unlinkAuthUser.errors[0]?.messages).toEqual(['social:error.notLinked']);
    const unknown = await owner.client.gql<{ unlink: { errors: { field: string }[] } }>(UNLINK, {
      provider: 'zz',
    });
    expect(unknown.body.data!.unlink.errors[0]?.field).toBe('provider');
  });

  it("refuses to unlink a user's only way to sign in", async () => {
    const flow = new BrowserFlow(testApp.app, new TestClient(testApp.app));
    const email = newEmail('only');
    const { location } = await flow.run({ provider: 'sc_sg', mode: 'signup', email, fullName: 'Only Way' });
    await flow.client.gql(
      'mutation ($provider: String!, $accessToken: String!) { socialSignUp(provider: $provider, accessToken: $accessToken, walletCurrencyCode: "SGD") { ok } }',
      handoffFrom(location),
    );
    const result = await flow.client.gql<{ unlink: { ok: boolean; errors: { messages: string[] }[] } }>(
      UNLINK,
      {
        provider: 'sc_sg',
      },
    );
    expect(result.body.data!.unlink).toEqual({
      ok: false,
      errors: [{ field: null, messages: ['social:error.lastSignInMethod'] }],
    });
    expect(
      await testApp.deps.db.select().from(linkedAccounts).where(eq(linkedAccounts.email, email)),
    ).toHaveLength(1);

    // With Google linked too, the seller center may go.
    expect((await flow.run({ provider: 'google', mode: 'link', email: newEmail('g') })).location).toBe(
      '/linked?linked=google',
    );
    const now = await flow.client.gql<{ unlink: { ok: boolean } }>(UNLINK, { provider: 'sc_sg' });
    expect(now.body.data!.unlink.ok).toBe(true);
  });

  it('refuses unlink to members and viewers', async () => {
    for (const email of ['member@demo.test', 'viewer@demo.test']) {
      const flow = await signedInFlow(email);
      const result = await flow.client.gql(UNLINK, { provider: 'sc_sg' });
      expect(result.body.errors?.[0]?.message).toBe('common:permissionDenied');
    }
  });
});
