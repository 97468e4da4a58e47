import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { mpaFormOptionsQuery } from '../../features/mpa-campaign-form/api/get-form-options';
import type { RouteDataArgs } from '../route-data';
import { mpaCampaignFormRouteData } from './mpa-campaign-form.data';

const member = { id: 'u1', isGfg: false, company: { id: 'c1' } } as unknown as Me;
const staffForNobody = { id: 'u2', isGfg: true, company: null } as unknown as Me;

async function started(me: Me | null, address: string) {
  const queries: { query: unknown; variables: unknown }[] = [];
  const start = ((query: unknown, variables: unknown) => {
    queries.push({ query, variables });
    return Promise.resolve({});
  }) as unknown as RouteDataArgs['start'];
  await mpaCampaignFormRouteData({
    url: new URL(`http://x${address}`),
    params: {},
    me: Promise.resolve(me),
    start,
  });
  return queries;
}

afterEach(() => sessionStorage.clear());

describe('mpaCampaignFormRouteData', () => {
  it("starts the seller's option lists, the form's first query", async () => {
    expect(await started(member, '/mpa/campaign/add?mbgSellerId=7')).toEqual([
      { query: mpaFormOptionsQuery, variables: { sellerId: '7' } },
    ]);
  });

  it('takes the seller last chosen in this tab when the address names none', async () => {
    sessionStorage.setItem('mpa.lastSellerId', '9');
    expect(await started(member, '/mpa/campaign/edit/4')).toEqual([
      { query: mpaFormOptionsQuery, variables: { sellerId: '9' } },
    ]);
  });

  it('starts nothing without a seller, signed out or for staff acting for no company', async () => {
    expect(await started(member, '/mpa/campaign/add')).toEqual([]);
    expect(await started(null, '/mpa/campaign/add?mbgSellerId=7')).toEqual([]);
    expect(await started(staffForNobody, '/mpa/campaign/add?mbgSellerId=7')).toEqual([]);
  });
});
