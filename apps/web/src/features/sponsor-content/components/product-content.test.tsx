import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { ProductContent } from './product-content';

const flag = (isActive: boolean) => ({ __typename: 'FeatureFlag', id: 'f', isActive });
const settings = (roleName: string) => ({
  me: {
    __typename: 'Me',
    id: 'u1',
    isApprovedByStaff: true,
    isGfg: false,
    role: { __typename: 'Role', id: 'r', name: roleName },
  },
  dynamicFilterFlag: flag(false),
  customImageFlag: flag(false),
  validateSellerFlag: flag(true),
  advancedUiFlag: flag(false),
  imageSizeLimit: null,
});
const catalog = { id: '1', baseUrl: 'https://www.shop.test/sg', currencySymbol: 'S$' };

describe('ProductContent', () => {
  it("takes SKUs of a loaded campaign that the catalog reports 'sku not found' out of the form and says so", async () => {
    const form = { ...emptyCampaignForm(), brandId: '2', catalogId: '1' };
    const loaded = { ...form, product: { ...form.product, skus: ['A-1', 'GONE-1'] } };
    const onChange = vi.fn();
    const { client, calls } = mockClient({
      SponsorContentSettings: settings('MEMBER'),
      ExistProducts: {
        existProducts: {
          __typename: 'ExistProductsResult',
          found: ['A-1'],
          notFound: ['GONE-1'],
          outsideSkus: [],
          outsideSellers: [],
        },
      },
    });
    render(<ProductContent form={loaded} onChange={onChange} brandId="2" catalog={catalog} errors={{}} />, {
      client,
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ product: { ...loaded.product, skus: ['A-1'] } }),
    );
    expect(await screen.findByText('SKU not found: GONE-1')).toBeTruthy();
    expect(calls.filter((call) => call.name === 'ExistProducts')).toHaveLength(1);
    expect(calls.find((call) => call.name === 'ExistProducts')?.variables).toEqual({
      skus: ['A-1', 'GONE-1'],
      catalogId: '1',
      brandId: '2',
    });
  });

  it("takes loaded SKUs of another company's seller out of the form and says why (decision 0267)", async () => {
    const form = { ...emptyCampaignForm(), brandId: '2', catalogId: '1' };
    const loaded = { ...form, product: { ...form.product, skus: ['A-1', 'THEIRS-1'] } };
    const onChange = vi.fn();
    const { client } = mockClient({
      SponsorContentSettings: settings('MEMBER'),
      ExistProducts: {
        existProducts: {
          __typename: 'ExistProductsResult',
          found: ['A-1', 'THEIRS-1'],
          notFound: [],
          outsideSkus: ['THEIRS-1'],
          outsideSellers: [],
        },
      },
    });
    render(<ProductContent form={loaded} onChange={onChange} brandId="2" catalog={catalog} errors={{}} />, {
      client,
    });
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ product: { ...loaded.product, skus: ['A-1'] } }),
    );
    expect(
      await screen.findByText(
        "SKU THEIRS-1 is sold by a seller that is not one of your company's. Remove it, or add its seller to your company (Company settings).",
      ),
    ).toBeTruthy();
  });

  it('checks nothing when read only', async () => {
    const form = { ...emptyCampaignForm(), brandId: '2', catalogId: '1' };
    const loaded = { ...form, product: { ...form.product, skus: ['A-1'] } };
    const { client, calls } = mockClient({ SponsorContentSettings: settings('OWNER') });
    render(
      <ProductContent form={loaded} onChange={vi.fn()} brandId="2" catalog={catalog} errors={{}} readOnly />,
      { client },
    );
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(calls.some((call) => call.name === 'ExistProducts')).toBe(false);
  });
});
