import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { failingOptionsClient, optionsAnswer, pageProps, product } from '../test-fixtures';
import { MpaCampaignFormPage } from './mpa-campaign-form-page';
import { SKUS_PREVIEW_WIDTH } from './skus-preview-drawer';

const firstPage = Array.from({ length: 10 }, (_, index) => product(`A${index}`));
const secondPage = [product('B0', 'Linen shirt')];

function matchingAnswer(variables: Record<string, unknown>) {
  const page = variables.pageToken === 'p2' ? secondPage : firstPage;
  return {
    getMatchingProducts: {
      products: page,
      totalCount: 11,
      paging: {
        previousPage: variables.pageToken ? 'p1' : null,
        nextPage: variables.pageToken ? null : 'p2',
      },
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the product filter (without advanced_meta_product_filters)', () => {
  it('counts the matching products and previews them in the 377 px drawer, 10 a page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { client, calls } = mockClient({
      MpaFormOptions: optionsAnswer(),
      MpaMatchingProducts: matchingAnswer,
    });
    render(<MpaCampaignFormPage {...pageProps()} />, { client });
    expect(SKUS_PREVIEW_WIDTH).toBe(377);
    await userEvent.click(await screen.findByText('There are 11 products that match the above filters'));
    const drawer = await screen.findByRole('dialog', { name: 'SKUs preview' });
    expect(within(drawer).getAllByRole('row')).toHaveLength(11);
    expect(within(drawer).getByText('Product A0')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Next' }));
    expect(await within(drawer).findByText('Linen shirt')).toBeTruthy();
    expect(
      calls.some((call) => call.name === 'MpaMatchingProducts' && call.variables.pageToken === 'p2'),
    ).toBe(true);
    await userEvent.click(within(drawer).getByText('Linen shirt'));
    expect(open).toHaveBeenCalledWith('https://shop.example/p/B0', '_blank', 'noopener,noreferrer');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Previous' }));
    expect(await within(drawer).findByText('Product A0')).toBeTruthy();
  });

  it('asks again with the typed price range once typing pauses', async () => {
    const { client, calls } = mockClient({
      MpaFormOptions: optionsAnswer(),
      MpaMatchingProducts: matchingAnswer,
    });
    render(<MpaCampaignFormPage {...pageProps()} />, { client });
    await userEvent.type(await screen.findByLabelText('Min Price'), '20');
    await waitFor(() =>
      expect(
        calls.some((call) => call.name === 'MpaMatchingProducts' && call.variables.minPrice === '20'),
      ).toBe(true),
    );
  });

  it('shows a price range the rules refuse', async () => {
    const { client } = mockClient({ MpaFormOptions: optionsAnswer(), MpaMatchingProducts: matchingAnswer });
    render(<MpaCampaignFormPage {...pageProps()} />, { client });
    await userEvent.type(await screen.findByLabelText('Min Price'), '30');
    await userEvent.type(screen.getByLabelText('Max Price'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Min price must not be above the max price')).toBeTruthy();
  });

  it("shows the option lists' error in the content section", async () => {
    const { client } = mockClient({ MpaMatchingProducts: matchingAnswer });
    render(<MpaCampaignFormPage {...pageProps()} />, {
      client: failingOptionsClient(client, 'Categories are unavailable'),
    });
    expect(await screen.findByText('Categories are unavailable')).toBeTruthy();
    expect(screen.getByText('Campaign content (Optional)')).toBeTruthy();
  });
});
