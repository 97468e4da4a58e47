import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { SkuList } from './sku-list';

const skus = Array.from({ length: 7 }, (_, index) => `SKU-${index + 1}`);
const product = (sku: string) => ({
  __typename: 'SkuProduct',
  sku,
  name: `Dress ${sku}`,
  image: `https://img.shop.test/${sku}.jpg`,
  price: '1254.9',
  quantity: 3,
  link: null,
});

const productDetails = (variables: Record<string, unknown>) => ({
  productDetails: (variables.skus as string[]).map(product),
});

function renderList(onRemove = vi.fn()) {
  const { client, calls } = mockClient({ ProductDetails: productDetails });
  render(<SkuList skus={skus} catalogId="1" currencyCode="SGD" onRemove={onRemove} />, { client });
  const rows = () => within(screen.getByRole('table', { name: 'Selected SKUs' })).getAllByRole('row');
  return { calls, onRemove, rows };
}

describe('SkuList', () => {
  it("lists the page's SKUs without a header row, prices exactly in the catalog's currency", async () => {
    const { calls, rows } = renderList();
    expect(await screen.findByText('Dress SKU-1')).toBeTruthy();
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    expect(rows()).toHaveLength(6);
    // Through <Money>: the code in English, not "S$ 1,254.90" through a float and the browser's locale.
    expect(rows()[0]?.textContent?.replace(/\s/g, ' ')).toContain('SGD 1,254.90');
    expect(calls.find((call) => call.name === 'ProductDetails')?.variables).toEqual({
      skus: skus.slice(0, 6),
      catalogId: '1',
    });
  });

  it('pages 6 at a time, asking the catalog only for the page in view, and removes a SKU', async () => {
    const { calls, onRemove, rows } = renderList();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Dress SKU-7')).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(calls.at(-1)?.variables).toEqual({ skus: ['SKU-7'], catalogId: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove SKU-7' }));
    expect(onRemove).toHaveBeenCalledWith('SKU-7');
  });
});
