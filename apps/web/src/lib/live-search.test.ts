import { afterEach, describe, expect, it } from 'vitest';
import { followRouter, type LocationSource, liveSearchParams, unfollowRouter } from './live-search';

const router = (current: string, pending?: string): LocationSource => {
  const at = (href: string) => {
    const url = new URL(href, 'http://portal.test');
    return { pathname: url.pathname, search: url.search };
  };
  return { state: { location: at(current), navigation: { location: pending ? at(pending) : undefined } } };
};

describe('liveSearchParams', () => {
  afterEach(unfollowRouter);

  it('builds on the navigation under way on the same page, so a second change keeps the first', () => {
    followRouter(router('/sponsor?name=Kite', '/sponsor?name=Kite&diagnosticCampaignId=5'));
    const next = liveSearchParams('name=stale');
    next.set('name', 'Kite Athletics');
    expect(next.toString()).toBe('name=Kite+Athletics&diagnosticCampaignId=5');
  });

  it('reads the current address when nothing is under way, or when the navigation leaves the page', () => {
    followRouter(router('/sponsor?date=lifetime'));
    expect(liveSearchParams('').get('date')).toBe('lifetime');
    followRouter(router('/sponsor?date=lifetime', '/billing/info?from=all'));
    expect(liveSearchParams('').toString()).toBe('date=lifetime');
  });

  it('without a router (a memory router in a test) builds on the query the caller rendered', () => {
    expect(liveSearchParams('page=2').toString()).toBe('page=2');
  });
});
