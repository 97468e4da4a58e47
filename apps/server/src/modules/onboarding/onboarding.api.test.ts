import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClient } from '../../testing/graphql-client';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const ONBOARDING =
  '{ onboarding { id isCompleted progress { id label targetUrl openUrlInNewTab isCompleted } } }';
type Step = { id: string; label: string; targetUrl: string; openUrlInNewTab: boolean; isCompleted: boolean };
type Onboarding = { id: string; isCompleted: boolean; progress: Step[] };

async function signedIn(email: string) {
  const client = new TestClient(testApp.app);
  expect((await client.signIn(email)).ok).toBe(true);
  return client;
}

async function steps(client: TestClient) {
  const result = await client.gql<{ onboarding: Onboarding }>(ONBOARDING);
  expect(result.body.errors).toBeUndefined();
  return Object.fromEntries(result.body.data!.onboarding.progress.map((step) => [step.id, step]));
}

describe('onboarding', () => {
  it("computes the steps from the company's state: Acme has brands and a team", async () => {
    const owner = await signedIn('owner@demo.test');
    const progress = await steps(owner);
    expect(Object.keys(progress)).toEqual(['brands', 'team', 'wallet', 'campaign', 'guide']);
    expect(progress.brands).toMatchObject({
      isCompleted: true,
      targetUrl: '/brands',
      openUrlInNewTab: false,
    });
    expect(progress.team?.isCompleted).toBe(true);
    expect(progress.wallet?.isCompleted).toBe(false);
    // Acme's demo campaigns complete the campaign step.
    expect(progress.campaign?.isCompleted).toBe(true);
    expect(progress.guide).toMatchObject({ isCompleted: false, openUrlInNewTab: true });
    expect(progress.guide?.targetUrl).toMatch(/^https?:\/\//);
  });

  it('sees a lone owner without brands complete the team step by inviting', async () => {
    const owner = await signedIn('nobrand@demo.test');
    const before = await steps(owner);
    expect(before.brands?.isCompleted).toBe(false);
    expect(before.team?.isCompleted).toBe(false);
    expect(before.campaign?.isCompleted).toBe(false);
    const roles = await owner.gql<{ roles: { id: string; name: string }[] }>('{ roles { id name } }');
    const member = roles.body.data!.roles.find((role) => role.name === 'MEMBER')!;
    const invited = await owner.gql<{ inviteMember: { ok: boolean } }>(
      'mutation($email: String!, $roleId: ID!) { inviteMember(email: $email, roleId: $roleId) { ok } }',
      { email: `onboarding-${Date.now()}@example.test`, roleId: member.id },
    );
    expect(invited.body.data?.inviteMember.ok).toBe(true);
    expect((await steps(owner)).team?.isCompleted).toBe(true);
  });

  it('ticks a manual step and refuses to tick a computed one', async () => {
    const viewer = await signedIn('viewer@demo.test');
    const ticked = await viewer.gql<{
      updateOnboardingProgress: { ok: boolean; onboarding: Onboarding };
    }>(
      'mutation { updateOnboardingProgress(id: "guide") { ok errors { field messages } onboarding { progress { id isCompleted } } } }',
    );
    expect(ticked.body.data?.updateOnboardingProgress.ok).toBe(true);
    expect(
      ticked.body.data?.updateOnboardingProgress.onboarding.progress.find((step) => step.id === 'guide')
        ?.isCompleted,
    ).toBe(true);
    const again = await viewer.gql<{ updateOnboardingProgress: { ok: boolean } }>(
      'mutation { updateOnboardingProgress(id: "guide") { ok } }',
    );
    expect(again.body.data?.updateOnboardingProgress.ok).toBe(true);
    const computed = await viewer.gql<{ updateOnboardingProgress: { ok: boolean; errors: unknown[] } }>(
      'mutation { updateOnboardingProgress(id: "wallet") { ok errors { field messages } } }',
    );
    expect(computed.body.data?.updateOnboardingProgress).toEqual({
      ok: false,
      errors: [{ field: 'id', messages: ['onboarding:error.notManualStep'] }],
    });
    // The tick belongs to Acme, not to other companies.
    const bolt = await signedIn('nobrand@demo.test');
    expect((await steps(bolt)).guide?.isCompleted).toBe(false);
  });

  it('answers null for staff acting for no company and UNAUTHORIZED when signed out', async () => {
    const staff = await signedIn('staff@demo.test');
    expect((await staff.gql<{ onboarding: null }>(ONBOARDING)).body.data?.onboarding).toBeNull();
    const anonymous = await new TestClient(testApp.app).gql(ONBOARDING);
    expect(anonymous.body.errors?.[0]?.message).toBe('common:error.unauthorized');
  });
});
