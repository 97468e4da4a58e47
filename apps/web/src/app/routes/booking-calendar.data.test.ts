import { describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { bookingVenturesQuery } from '../../features/booking-calendar/api/get-booking-ventures';
import type { RouteDataArgs } from '../route-data';
import { bookingCalendarRouteData } from './booking-calendar.data';

const staff = { id: 'u1', isGfg: true, company: null } as unknown as Me;
const member = { id: 'u2', isGfg: false, company: { id: 'c1' } } as unknown as Me;

async function started(me: Me | null) {
  const queries: unknown[] = [];
  const start = ((query: unknown) => {
    queries.push(query);
    return Promise.resolve({});
  }) as unknown as RouteDataArgs['start'];
  await bookingCalendarRouteData({
    url: new URL('http://x/booking-calendar'),
    params: {},
    me: Promise.resolve(me),
    start,
  });
  return queries;
}

describe('bookingCalendarRouteData', () => {
  it("starts staff's ventures, the page's first query, with or without a company", async () => {
    expect(await started(staff)).toEqual([bookingVenturesQuery]);
  });

  it('starts nothing signed out or for a non-staff user (the guard sends them away)', async () => {
    expect(await started(null)).toEqual([]);
    expect(await started(member)).toEqual([]);
  });
});
