import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { TestClient } from '../testing/graphql-client';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ demoProductCount: 1 });
});
afterAll(() => testApp.close());

describe('REST refusals', () => {
  it('answer a translation key with its status, like a GraphQL refusal', async () => {
    for (const url of ['/v1/nothing-here', '/media/brands/x.svg', '/configuration/locales/xx/common']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'common:error.notFound', code: 'NOT_FOUND', field: null });
    }
  });

  it('refuses the sandbox outbox without a staff session by key', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toMatchObject({ error: 'common:permissionDenied' });
    const owner = new TestClient(testApp.app);
    expect((await owner.signIn('owner@demo.test')).ok).toBe(true);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/dev/outbox?format=json',
      headers: { cookie: `sessionid=${owner.cookie('sessionid')}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'common:permissionDenied', code: 'FORBIDDEN' });
  });

  it('names the anti-forgery refusal by key, keeping the code the web retries on', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v1/billing/invoices',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'common:error.csrfFailed', code: 'CSRF_FAILED' });
  });
});
