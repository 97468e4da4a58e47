import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { CampaignList } from '../../features/sponsor-lists/components/campaign-list';
import { listParamsOf } from '../../features/sponsor-lists/utils/list-params';
import { mockClient } from '../../testing/mock-client';
import { render } from '../../testing/render';
import { SessionProvider } from '../session';
import { campaignListVariables } from './sponsor.data';

const me = {
  id: 'u1',
  timezone: 'Asia/Jakarta',
  isGfg: false,
  role: { id: 'r1', name: 'OWNER' },
  company: { id: 'c1', name: 'Acme', nameWithCluster: 'Acme', timezone: 'Asia/Singapore', brands: [] },
} as unknown as Me;
const catalogs = [{ id: 'id', code: 'ID', name: 'Indonesia', timeZone: 'Asia/Jakarta' }];

/** The variables of the SponsorCampaigns queries CampaignList sends at `address`. */
async function listVariablesAt(address: string) {
  const { client, calls } = mockClient({ SponsorListCatalogs: { allCatalogs: catalogs } });
  render(
    <SessionProvider me={me}>
      <CampaignList
        viewer={{ roleName: 'OWNER', isStaff: false }}
        currentCompanyId="c1"
        useAdvancedUi={false}
        onSwitchCompany={async () => null}
      />
    </SessionProvider>,
    { route: address, client },
  );
  await waitFor(() => expect(screen.getAllByRole('radio').length).toBeGreaterThan(0));
  // The country's catalog answers after the first render: the last query is the one the list keeps.
  await waitFor(() =>
    expect(calls.filter((call) => call.name === 'SponsorCampaigns').length).toBeGreaterThan(0),
  );
  return calls.filter((call) => call.name === 'SponsorCampaigns').at(-1)?.variables;
}

describe('sponsorRouteData', () => {
  it('prefetches the campaigns with the variables the list sends, for a plain address', async () => {
    const sent = await listVariablesAt('/sponsor');
    expect(sent).toEqual(campaignListVariables(listParamsOf(new URLSearchParams(''), 'Asia/Singapore')));
  });

  it('and for one with every filter, a country and a sort', async () => {
    const search =
      'adType=BANNER&page=3&sort=name&direction=desc&date=2026-01-01_2026-01-31&country=id&name=kite&status=PAUSED&brandId=b1';
    const sent = await listVariablesAt(`/sponsor?${search}`);
    expect(sent).toEqual(campaignListVariables(listParamsOf(new URLSearchParams(search), 'Asia/Jakarta')));
  });

  it('drops a status the server does not know, as the list does', async () => {
    const sent = await listVariablesAt('/sponsor?status=NOPE');
    expect(campaignListVariables(listParamsOf(new URLSearchParams('status=NOPE'), 'Asia/Singapore'))).toEqual(
      sent,
    );
  });
});
