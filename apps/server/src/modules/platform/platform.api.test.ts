import { configurationKeys, featureFlagNames } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';
import { billingConfigurationDefaults } from './seed-platform-defaults';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const FLAG = 'query($name: String!) { featureFlag(name: $name) { id isActive } }';
const TOGGLE =
  'mutation($name: String!, $isActive: Boolean!) { updateFeatureFlag(name: $name, isActive: $isActive) { ok errors { field messages } featureFlag { isActive } } }';

describe('feature flags', () => {
  it('seeds every flag the specs name and reads them before sign-in', async () => {
    const client = new TestClient(testApp.app);
    for (const name of featureFlagNames) {
      const result = await client.gql<{ featureFlag: { isActive: boolean } | null }>(FLAG, { name });
      expect(result.body.data?.featureFlag, name).not.toBeNull();
    }
    const landing = await client.gql<{ featureFlag: { isActive: boolean } }>(FLAG, {
      name: 'enable_landing_page',
    });
    expect(landing.body.data?.featureFlag.isActive).toBe(true);
  });

  it('lists every flag with a description for staff', async () => {
    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    const result = await staff.gql<{ featureFlags: { name: string; description: string }[] }>(
      '{ featureFlags { name description isActive } }',
    );
    const flags = result.body.data!.featureFlags;
    expect(flags.map((flag) => flag.name).sort()).toEqual([...featureFlagNames].sort());
    expect(flags.every((flag) => flag.description.length > 0)).toBe(true);
  });

  it('answers null for a flag nobody defined', async () => {
    const result = await new TestClient(testApp.app).gql<{ featureFlag: null }>(FLAG, {
      name: 'no_such_flag',
    });
    expect(result.body.data?.featureFlag).toBeNull();
  });

  it('lets staff switch a flag and everybody sees the new value', async () => {
    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    const off = await staff.gql<{ updateFeatureFlag: { ok: boolean; featureFlag: { isActive: boolean } } }>(
      TOGGLE,
      { name: 'enable_landing_page', isActive: false },
    );
    expect(off.body.data?.updateFeatureFlag).toMatchObject({ ok: true, featureFlag: { isActive: false } });
    const anonymous = await new TestClient(testApp.app).gql<{ featureFlag: { isActive: boolean } }>(FLAG, {
      name: 'enable_landing_page',
    });
    expect(anonymous.body.data?.featureFlag.isActive).toBe(false);
    await staff.gql(TOGGLE, { name: 'enable_landing_page', isActive: true });
  });

  it('answers a field error for an unknown flag name', async () => {
    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    const result = await staff.gql<{ updateFeatureFlag: { ok: boolean; errors: { field: string }[] } }>(
      TOGGLE,
      { name: 'nope', isActive: true },
    );
    expect(result.body.data?.updateFeatureFlag).toMatchObject({ ok: false, errors: [{ field: 'name' }] });
  });

  it('refuses flag changes to an owner', async () => {
    const owner = new TestClient(testApp.app);
    await owner.signIn('owner@demo.test');
    const result = await owner.gql(TOGGLE, { name: 'allow_pass_day', isActive: true });
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'common:permissionDenied',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('flags and configuration in one request', () => {
  const ALL = '{ publicFeatureFlags { id name isActive } publicConfigurations { id key value } }';
  type All = {
    publicFeatureFlags: { name: string; isActive: boolean }[];
    publicConfigurations: { key: string; value: string }[];
  };

  it('reads every flag and every public configuration entry before sign-in', async () => {
    const result = await new TestClient(testApp.app).gql<All>(ALL);
    expect(result.body.errors).toBeUndefined();
    const data = result.body.data!;
    expect(data.publicFeatureFlags.map((flag) => flag.name)).toEqual([...featureFlagNames].sort());
    expect(data.publicConfigurations.map((entry) => entry.key)).toEqual([...configurationKeys].sort());
  });

  it('keeps the bank account and the issuer to the server and staff', async () => {
    const KEY = 'query($key: String!) { configuration(key: $key) { key value } }';
    const anonymous = new TestClient(testApp.app);
    const owner = new TestClient(testApp.app);
    await owner.signIn('owner@demo.test');
    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    for (const key of Object.keys(billingConfigurationDefaults)) {
      for (const client of [anonymous, owner]) {
        const result = await client.gql<{ configuration: unknown }>(KEY, { key });
        expect(result.body.data?.configuration, key).toBeNull();
      }
      const asStaff = await staff.gql<{ configuration: { value: string } | null }>(KEY, { key });
      expect(asStaff.body.data?.configuration?.value, key).toBeTruthy();
    }
    const list = await staff.gql<{ configurations: { key: string }[] }>('{ configurations { key } }');
    expect(list.body.data?.configurations.map((entry) => entry.key)).toEqual(
      expect.arrayContaining(Object.keys(billingConfigurationDefaults)),
    );
  });

  it('shows a flag as staff left it, to everybody', async () => {
    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    await staff.gql(TOGGLE, { name: 'allow_pass_day', isActive: true });
    const anonymous = await new TestClient(testApp.app).gql<All>(ALL);
    const flag = anonymous.body.data!.publicFeatureFlags.find((entry) => entry.name === 'allow_pass_day');
    await staff.gql(TOGGLE, { name: 'allow_pass_day', isActive: false });
    expect(flag?.isActive).toBe(true);
  });
});

describe('configuration', () => {
  it('reads a configuration entry with its JSON value', async () => {
    const result = await new TestClient(testApp.app).gql<{ configuration: { key: string; value: string } }>(
      '{ configuration(key: "max_number_of_cards") { id key value fileUrl } }',
    );
    expect(result.body.data?.configuration).toMatchObject({ key: 'max_number_of_cards', value: '3' });
  });

  it('lets staff change a value and refuses unknown keys', async () => {
    const staff = new TestClient(testApp.app);
    await staff.signIn('staff@demo.test');
    const update =
      'mutation($key: String!, $value: String!) { updateConfiguration(key: $key, value: $value) { ok errors { field } configuration { value } } }';
    const changed = await staff.gql<{ updateConfiguration: { ok: boolean } }>(update, {
      key: 'max_number_of_cards',
      value: '4',
    });
    expect(changed.body.data?.updateConfiguration.ok).toBe(true);
    const unknown = await staff.gql<{ updateConfiguration: { ok: boolean } }>(update, {
      key: 'nope',
      value: '1',
    });
    expect(unknown.body.data?.updateConfiguration.ok).toBe(false);
  });
});

describe('reference data', () => {
  it('lists the currencies with symbol, rate and fraction digits', async () => {
    const result = await new TestClient(testApp.app).gql<{
      currencies: { code: string; maxFractionDigits: number; rate: number }[];
    }>('{ currencies { code symbol rate maxFractionDigits canWalletUse } }');
    const codes = result.body.data!.currencies.map((currency) => currency.code);
    expect(codes).toEqual(
      expect.arrayContaining(['SGD', 'IDR', 'MYR', 'PHP', 'HKD', 'TWD', 'USD', 'AUD', 'BRL', 'RUB']),
    );
    expect(result.body.data!.currencies.find((currency) => currency.code === 'SGD')?.rate).toBe(1);
  });

  it('masks unexpected errors and keeps the request id', async () => {
    const broken = await createTestApp({ env: { DEMO_DATA: '0' } });
    const client = new TestClient(broken.app);
    await client.csrf();
    await broken.database.close();
    const result = await client.gql('{ currencies { code } }');
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Unexpected error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(result.body)).not.toMatch(/pool|postgres|closed|stack/i);
    expect(result.response.headers['x-request-id']).toBeTruthy();
    await broken.app.close();
  });
});
