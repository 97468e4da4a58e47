import { describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { creditsSellersQuery } from '../../features/mpa-credits/api/get-credits-sellers';
import type { RouteDataArgs } from '../route-data';
import { mpaCreditsRouteData } from './mpa-credits.data';

const member = { id: 'u1', isGfg: false, company: { id: 'c1' } } as unknown as Me;
const staffForNobody = { id: 'u2', isGfg: true, company: null } as unknown as Me;

async function started(me: Me | null) {
  const queries: unknown[] = [];
  const start = ((query: unknown) => {
    queries.push(query);
    return Promise.resolve({});
  }) as unknown as RouteDataArgs['start'];
  await mpaCreditsRouteData({
    url: new URL('http://x/mpa/credits'),
    params: {},
    me: Promise.resolve(me),
    start,
  });
  return queries;
}

describe('mpaCreditsRouteData', () => {
  it("starts the company's sellers, the page's first query", async () => {
    expect(await started(member)).toEqual([creditsSellersQuery]);
  });

  it('starts nothing signed out or for staff acting for no company (the page shows the hint)', async () => {
    expect(await started(null)).toEqual([]);
    expect(await started(staffForNobody)).toEqual([]);
  });
});
