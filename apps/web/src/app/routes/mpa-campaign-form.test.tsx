import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { optionsAnswer } from '../../features/mpa-campaign-form/test-fixtures';
import { mockClient } from '../../testing/mock-client';
import { render } from '../../testing/render';
import { routeNamespaces } from '../route-namespaces';
import { routes } from '../router';
import { SessionProvider } from '../session';
import { MpaCampaignFormRoute, sponsorOf } from './mpa-campaign-form';

const me = {
  timezone: 'UTC',
  company: { id: '1', name: 'Acme Fashion', timezone: 'UTC', brands: [{ id: '3', name: 'Acme', logo: '' }] },
} as unknown as Me;

const flags = (advanced: boolean) => ({
  AppSettings: {
    publicFeatureFlags: [
      { id: '1', name: 'enable_advanced_meta_advance_setup', isActive: advanced },
      { id: '2', name: 'advanced_meta_product_filters', isActive: false },
      { id: '3', name: 'enable_meta_ads_preview', isActive: false },
    ],
    publicConfigurations: [],
  },
});

function renderRoute(route: string, advanced = true) {
  const { client, calls } = mockClient({
    ...flags(advanced),
    MpaFormOptions: optionsAnswer(),
    MpaMatchingProducts: {
      getMatchingProducts: { products: [], totalCount: 0, paging: { previousPage: null, nextPage: null } },
    },
  });
  render(
    <SessionProvider me={me}>
      <MpaCampaignFormRoute />
    </SessionProvider>,
    { route, path: '/mpa/campaign/*', client },
  );
  return { calls };
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => sessionStorage.clear());

function routePaths(list: readonly { path?: string; children?: unknown }[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths((route.children as typeof list | undefined) ?? []),
  ]);
}

describe('the advanced Meta campaign form route', () => {
  it('is /mpa/campaign/add and /mpa/campaign/edit/:campaignId, with the mpa texts', () => {
    expect(routePaths(routes)).toEqual(
      expect.arrayContaining(['/mpa/campaign/add', '/mpa/campaign/edit/:campaignId']),
    );
    expect(routeNamespaces['mpa-campaign-form']).toEqual(['mpa', 'mpaForm']);
  });

  it('shows the form for the seller of mbgSellerId, and Discard goes back to its list', async () => {
    const { calls } = renderRoute('/mpa/campaign/add?mbgSellerId=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(location()).toBe('/mpa/campaign?mbgSellerId=7');
    expect(calls.find((call) => call.name === 'MpaFormOptions')?.variables).toEqual({ sellerId: '7' });
  });

  it('falls back to the seller last chosen in this tab', async () => {
    renderRoute('/mpa/campaign/add?mbgSellerId=7');
    await screen.findByRole('button', { name: 'Discard' });
    cleanup();
    const { calls } = renderRoute('/mpa/campaign/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(location()).toBe('/mpa/campaign?mbgSellerId=7');
    expect(calls.find((call) => call.name === 'MpaFormOptions')?.variables).toEqual({ sellerId: '7' });
  });

  it('redirects to the list without a seller', async () => {
    renderRoute('/mpa/campaign/add');
    await waitFor(() => expect(location()).toBe('/mpa/campaign'));
  });

  it('redirects to the list when enable_advanced_meta_advance_setup is off', async () => {
    renderRoute('/mpa/campaign/add?mbgSellerId=7', false);
    await waitFor(() => expect(location()).toBe('/mpa/campaign?mbgSellerId=7'));
  });

  it("pictures the ad's sponsor as the company: its only brand's logo, else the name's initials", () => {
    const brand = (logo: string) => ({ logo });
    expect(sponsorOf({ name: 'Acme Fashion', brands: [brand('https://cdn.test/hl.png')] })).toEqual({
      name: 'Acme Fashion',
      logoUrl: 'https://cdn.test/hl.png',
    });
    const several = { name: 'Acme Fashion', brands: [brand('https://cdn.test/hl.png'), brand('')] };
    expect(sponsorOf(several).logoUrl).toBeNull();
    expect(sponsorOf(null)).toEqual({ name: '', logoUrl: null });
  });
});
