import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import {
  bannerInput,
  CREATE,
  type Fixture,
  loadFixture,
  messagesOf,
  type Payload,
  signedIn,
} from './campaign-test-support';

let testApp: TestApp;
let f: Fixture;

beforeAll(async () => {
  testApp = await createTestApp();
  f = await loadFixture(testApp);
});

afterAll(() => testApp.close());

async function createBanner(bid: string) {
  const client = await signedIn(testApp, 'owner@demo.test');
  const result = await client.gql<{ createSponsorCampaign: Payload }>(CREATE, {
    campaign: bannerInput(f, {}, { bidType: 'MAXIMUM_CPI', bidWalletCurrency: bid }),
  });
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.createSponsorCampaign;
}

describe('banner bids (decision 0260)', () => {
  it("refuses a CPI below the catalog's minimum, 0 included, which the auction would never serve; takes the minimum", async () => {
    const minimumOf = (payload: Payload) => {
      const [message] = messagesOf(payload.errors, 'adSet.bidWalletCurrency');
      expect(message).toMatch(/^sponsorRules:requireEnterHigherMinimumBid\?min=/);
      return new URLSearchParams(message!.split('?')[1]).get('min')!;
    };
    const zero = await createBanner('0');
    expect(zero.ok).toBe(false);
    const min = minimumOf(zero);
    expect(Number(min)).toBeGreaterThan(0);
    const below = await createBanner((Number(min) - 0.000001).toFixed(6));
    expect(below.ok).toBe(false);
    expect(minimumOf(below)).toBe(min);
    const at = await createBanner(min);
    expect(at.errors).toEqual([]);
    expect(at.ok).toBe(true);
  });
});
