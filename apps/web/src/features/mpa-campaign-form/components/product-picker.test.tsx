import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { optionsAnswer, pageProps, product, validPrefill, withOneShotQuery } from '../test-fixtures';
import { MpaCampaignFormPage } from './mpa-campaign-form-page';

const catalog = [
  ...Array.from({ length: 12 }, (_, index) => product(`S${index}`)),
  product('X1', 'Red scarf'),
];

/** metaCatalogProducts over `catalog`: by SKUs, by search term, in pages of `limit` by an offset token. */
function catalogAnswer(variables: Record<string, unknown>) {
  const skus = variables.skus as string[] | null;
  const term = variables.searchTerm as string | null;
  const rows = catalog.filter(
    (row) =>
      (!skus || skus.includes(row.sku)) && (!term || row.name.toLowerCase().includes(term.toLowerCase())),
  );
  const limit = Number(variables.limit);
  const offset = Number(variables.cursor ?? 0);
  const end = offset + Math.min(limit, 5);
  return {
    metaCatalogProducts: {
      objects: rows.slice(offset, Math.min(offset + limit, limit === 10 ? offset + 10 : end)),
      totalCount: rows.length,
      nextPage:
        (limit === 10 ? offset + 10 : end) < rows.length ? String(limit === 10 ? offset + 10 : end) : null,
      previousPage: offset > 0 ? String(Math.max(0, offset - 10)) : null,
    },
  };
}

function setup(handedOver: unknown = null) {
  const { client: mock, calls } = mockClient({
    MpaFormOptions: optionsAnswer(),
    MpaCatalogProducts: catalogAnswer,
    CreateMpaCampaign: { createCampaign: { ok: true, errors: [], campaign: { id: '1', sellerId: '7' } } },
  });
  const client = withOneShotQuery(mock);
  const onSaved = vi.fn();
  render(
    <MpaCampaignFormPage
      {...pageProps({ flags: { productFilters: true, adsPreview: false }, handedOver, onSaved })}
    />,
    { client },
  );
  return { calls, onSaved };
}

const sponsoredTable = () => screen.getByRole('table', { name: 'Sponsored Products' });

describe('the product tabs (advanced_meta_product_filters, create)', () => {
  it('adds the selected rows of the catalog to the sponsored list and removes them again', async () => {
    setup();
    expect(screen.queryByLabelText('Min Price')).toBeNull();
    const table = await screen.findByRole('table', { name: 'All Products' });
    await userEvent.click(await within(table).findByText('Product S0'));
    await userEvent.click(within(table).getByText('Product S1'));
    await userEvent.click(within(table).getByText('Product S1'));
    await userEvent.click(screen.getByRole('button', { name: 'Add selected (1)' }));
    expect(screen.getByText('Sponsored Products (1 product)')).toBeTruthy();
    expect(within(sponsoredTable()).getByText('Product S0')).toBeTruthy();
    await userEvent.click(within(sponsoredTable()).getByText('Product S0'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    expect(screen.getByText('Sponsored Products (0 products)')).toBeTruthy();
  });

  it('pages the catalog 10 at a time by its tokens', async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: 'All Products' });
    await within(table).findByText('Product S0');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }),
    );
    expect(await within(table).findByText('Red scarf')).toBeTruthy();
    expect(calls.some((call) => call.name === 'MpaCatalogProducts' && call.variables.cursor === '10')).toBe(
      true,
    );
  });

  it('adds every product in pages of 1,000 and sends their SKUs; Remove all empties the list', async () => {
    const { calls, onSaved } = setup(validPrefill);
    await within(await screen.findByRole('table', { name: 'All Products' })).findByText('Product S0');
    await userEvent.click(screen.getByRole('button', { name: 'Add all' }));
    expect(await screen.findByText('Sponsored Products (13 products)')).toBeTruthy();
    const bulk = calls.filter((call) => call.name === 'MpaCatalogProducts' && call.variables.limit === 1000);
    expect(bulk.map((call) => call.variables.cursor)).toEqual([null, '5', '10']);
    // The list pages at 10.
    expect(within(sponsoredTable()).getAllByRole('row')).toHaveLength(11);
    const skusField = document.querySelector<HTMLInputElement>('input[type="hidden"][name="skus"]');
    expect(skusField?.value.split(',')).toHaveLength(13);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const created = calls.find((call) => call.name === 'CreateMpaCampaign')?.variables;
    expect(created?.productSKUs).toEqual(catalog.map((row) => row.sku));
    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(screen.getByText('Sponsored Products (0 products)')).toBeTruthy();
  });

  it('shows a progress bar while adding all', async () => {
    const client = withOneShotQuery(
      mockClient({ MpaFormOptions: optionsAnswer(), MpaCatalogProducts: catalogAnswer }).client,
    );
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowClient = {
      ...client,
      query: (...args: Parameters<typeof client.query>) => ({
        toPromise: async () => {
          await gate;
          return client.query(...args).toPromise();
        },
      }),
    } as unknown as typeof client;
    render(<MpaCampaignFormPage {...pageProps({ flags: { productFilters: true, adsPreview: false } })} />, {
      client: slowClient,
    });
    await within(await screen.findByRole('table', { name: 'All Products' })).findByText('Product S0');
    await userEvent.click(screen.getByRole('button', { name: 'Add all' }));
    expect(await screen.findByRole('progressbar', { name: 'Adding products' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByText('Sponsored Products (13 products)')).toBeTruthy();
  });

  it("matches an uploaded CSV's SKUs against the catalog and names the unknown ones", async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'CSV Selection' }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['sku\nS3\n"X1"\nNOPE-1\nS3\n'], 'skus.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText("1 SKU is not in the seller's catalog")).toBeTruthy();
    expect(screen.getByText('NOPE-1')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'CSV Selection' });
    expect(within(table).getByText('Red scarf')).toBeTruthy();
    expect(calls.find((call) => call.variables.skus)?.variables.skus).toEqual(['S3', 'X1', 'NOPE-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Add all' }));
    expect(screen.getByText('Sponsored Products (2 products)')).toBeTruthy();
  });

  it('searches the catalog by a term', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Search' }));
    await userEvent.type(screen.getByLabelText('Search products'), 'scarf');
    const table = await screen.findByRole('table', { name: 'Search' });
    expect(await within(table).findByText('Red scarf')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(calls.some((call) => call.variables.searchTerm === 'scarf')).toBe(true);
  });
});
