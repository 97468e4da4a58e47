import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { SellerTabs } from './seller-tabs';

const sellers = [
  { id: 's1', nameWithCatalog: 'Acme Store (SG)' },
  { id: 's2', nameWithCatalog: 'Acme Store (ID)' },
];

const panel = (seller: { nameWithCatalog: string }) => <p>panel of {seller.nameWithCatalog}</p>;

describe('SellerTabs', () => {
  it('shows one tab per seller, labelled with its name with catalog, the first selected by default', () => {
    render(<SellerTabs sellers={sellers}>{panel}</SellerTabs>);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Acme Store (SG)',
      'Acme Store (ID)',
    ]);
    expect(screen.getByText('panel of Acme Store (SG)')).toBeTruthy();
  });

  it('selects the seller of mbgSellerId and writes the parameter when a tab is chosen, keeping the query', async () => {
    render(<SellerTabs sellers={sellers}>{panel}</SellerTabs>, {
      route: '/mpa/campaign?mbgSellerId=s2&fromDate=2026-01-01',
    });
    expect(screen.getByText('panel of Acme Store (ID)')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Acme Store (SG)' }));
    expect(screen.getByText('panel of Acme Store (SG)')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      '/mpa/campaign?mbgSellerId=s1&fromDate=2026-01-01',
    );
  });

  it('falls back to the first seller when mbgSellerId names none of them', () => {
    render(<SellerTabs sellers={sellers}>{panel}</SellerTabs>, { route: '/?mbgSellerId=other' });
    expect(screen.getByText('panel of Acme Store (SG)')).toBeTruthy();
  });

  it('says there is no seller and links to /company', () => {
    render(<SellerTabs sellers={[]}>{panel}</SellerTabs>);
    expect(
      screen.getByText('You have no seller. Please add sellers that you manage to continue.'),
    ).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/company');
  });

  it('shows a loader while the sellers load', () => {
    render(<SellerTabs sellers={undefined}>{panel}</SellerTabs>);
    expect(screen.getByTestId('loader')).toBeTruthy();
  });
});
