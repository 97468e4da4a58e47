import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { MatchingProductsDrawer } from './matching-products-drawer';

const product = { sku: 'SKU-1', image: '', price: '1254.9', name: 'Linen dress', quantity: 3 };

describe('MatchingProductsDrawer', () => {
  it("shows each price exactly, in the catalog's currency and the user's language", async () => {
    const { client } = mockClient({
      ProductsMatchedFilter: { productsMatchedFilter: { objects: [product], totalCount: 1 } },
    });
    const filter = {
      catalogId: '1',
      brandId: '2',
      categoryIds: [],
      sellerIds: [],
      minPrice: null,
      maxPrice: null,
    };
    render(<MatchingProductsDrawer opened onClose={() => {}} filter={filter} currency="SGD" />, { client });
    const line = await screen.findByText(/SKU-1/);
    expect(line.textContent?.replace(/\s/g, ' ')).toContain('SKU-1 · SGD 1,254.90 ·');
  });

  it('exports every matching SKU with the same filter through the export requests', async () => {
    const { client, calls } = mockClient({
      ProductsMatchedFilter: { productsMatchedFilter: { objects: [product], totalCount: 1 } },
      CreateExportRequest: { createExportRequest: { ok: false, errors: [], exportRequest: null } },
    });
    const filter = {
      catalogId: '1',
      brandId: null,
      categoryIds: ['7'],
      sellerIds: [],
      minPrice: '5',
      maxPrice: null,
    };
    render(<MatchingProductsDrawer opened onClose={() => {}} filter={filter} currency="SGD" />, { client });
    (await screen.findByRole('button', { name: 'Export all as CSV' })).click();
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'CreateExportRequest')?.variables).toMatchObject({
        dataType: 'MATCHING_SKUS',
        fileType: 'CSV',
        params: filter,
      }),
    );
  });
});
