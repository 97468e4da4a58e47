import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { render } from '../../testing/render';
import { HeaderSwitchers } from './header';
import { useKnownBrandId } from './use-known-brand-id';

function Address() {
  const location = useLocation();
  return <div data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

function Probe({ brands }: { brands: { id: string }[] }) {
  useKnownBrandId(brands);
  return <Address />;
}

const address = () => screen.getByTestId('address').textContent;

describe('a stale ?brandId leaves the address (issue 12)', () => {
  it("drops a brand that is not one of the company's, keeping the rest of the address", async () => {
    render(<Probe brands={[{ id: '3' }, { id: '4' }]} />, {
      route: '/billing/transactions?brandId=9&from=all#get-started',
    });
    await waitFor(() => expect(address()).toBe('/billing/transactions?from=all#get-started'));
  });

  it('drops any brand while the company has none (no selector is shown to clear it)', async () => {
    render(<Probe brands={[]} />, { route: '/sponsor?brandId=3' });
    await waitFor(() => expect(address()).toBe('/sponsor'));
  });

  it("keeps one of the company's brands", async () => {
    render(<Probe brands={[{ id: '3' }, { id: '4' }]} />, { route: '/sponsor?brandId=4' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(address()).toBe('/sponsor?brandId=4');
  });
});

const owner = (brands: { id: string; name: string }[]) =>
  ({
    id: 'u1',
    name: 'Olive Owner',
    email: 'owner@demo.test',
    isGfg: false,
    company: { id: '7', name: 'Acme Fashion', nameWithCluster: 'Acme Fashion', brands },
  }) as unknown as Me;

describe("the header's brand selector", () => {
  it("chooses the company's only brand without closing the quick-start guide (its hash stays)", async () => {
    render(
      <>
        <HeaderSwitchers
          me={owner([{ id: '3', name: 'Northwind' }])}
          showLanguageSwitcher={false}
          layout="row"
        />
        <Address />
      </>,
      { route: '/sponsor#get-started' },
    );
    await waitFor(() => expect(address()).toBe('/sponsor?brandId=3#get-started'));
  });

  it('starts the list again at its first page on another brand', async () => {
    render(
      <>
        <HeaderSwitchers
          me={owner([
            { id: '3', name: 'Northwind' },
            { id: '4', name: 'Harbor Lane' },
          ])}
          showLanguageSwitcher={false}
          layout="row"
        />
        <Address />
      </>,
      { route: '/billing/transactions?brandId=3&page=3&from=all' },
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Harbor Lane', hidden: true }));
    await waitFor(() => expect(address()).toBe('/billing/transactions?brandId=4&from=all'));
  });
});
