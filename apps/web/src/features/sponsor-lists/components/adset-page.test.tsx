import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../../app/session';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { adSetPagePath } from '../utils/destinations';
import { AdSetPage } from './adset-page';

// The session's `me` as the app's session holds it (a feature reads it through the session, not the accounts API).
type Me = ComponentProps<typeof SessionProvider>['me'];
const me = { role: { name: 'OWNER' }, company: { id: '9', timezone: 'Asia/Singapore' } } as Me;

const listSearch =
  '?company=9&date=2026-11-08_2026-12-07&country=SG&sort=impressions&direction=desc&name=spring';

describe('AdSetPage back link', () => {
  it('returns to the campaign list with the date, country, filters and sort it was opened from', () => {
    render(
      <SessionProvider me={me}>
        <AdSetPage
          campaignId={null}
          viewer={{ roleName: 'OWNER', isStaff: false }}
          currentCompanyId="9"
          useAdvancedUi={false}
          onSwitchCompany={async () => null}
        />
      </SessionProvider>,
      { route: adSetPagePath('7', listSearch) },
    );
    const back = screen.getByRole('link', { name: 'Back to campaigns' });
    const href = new URL(back.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/sponsor');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      company: '9',
      date: '2026-11-08_2026-12-07',
      country: 'SG',
      sort: 'impressions',
      direction: 'desc',
      name: 'spring',
    });
  });
});

const gymGear = (status: string, effectiveStatus: string) => ({
  id: '10',
  name: 'Kite Athletics Gym Gear',
  adType: 'PRODUCT',
  status,
  brand: null,
  supplier: null,
  adsetSet: [{ id: '10', catalog: { id: '3', code: 'MY', name: 'Malaysia' }, effectiveStatus }],
});

function renderCampaign(answers: Parameters<typeof mockClient>[0]) {
  const { client } = mockClient(answers);
  render(
    <SessionProvider me={me}>
      <AdSetPage
        campaignId="10"
        viewer={{ roleName: 'OWNER', isStaff: false }}
        currentCompanyId="9"
        useAdvancedUi={false}
        onSwitchCompany={async () => null}
      />
    </SessionProvider>,
    { client, route: adSetPagePath('10', '?company=9') },
  );
}

describe('AdSetPage title badge', () => {
  it("says in its tooltip why the campaign does not deliver, as the campaign list's badge does", async () => {
    renderCampaign({
      SponsorListCampaign: { sponsorCampaign: gymGear('NOT_DELIVERING', 'EXCEED_BUDGET_DAILY') },
    });
    await userEvent.hover(await screen.findByText('Not delivering'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      "The campaign is active but not showing ads. Today's daily budget is spent.",
    );
  });
});

describe('AdSetPage empty list', () => {
  it('names the dates as well as the country when no ad set is listed (an ended one is outside the range)', async () => {
    renderCampaign({
      SponsorListCampaign: { sponsorCampaign: gymGear('COMPLETED', 'END_DATE') },
      AdsSets: { adsSets: { page: 1, numPages: 0, totalCount: 0, objects: [] } },
    });
    expect(
      await screen.findByText('No ad set of this campaign runs in the chosen dates and country.'),
    ).toBeTruthy();
  });
});
