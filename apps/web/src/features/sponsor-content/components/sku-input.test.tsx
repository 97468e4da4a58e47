import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { SkuInput } from './sku-input';

function fileInput(): HTMLInputElement {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input as HTMLInputElement;
}

const exist = (
  found: string[],
  notFound: string[] = [],
  outsideSkus: string[] = [],
  outsideSellers: object[] = [],
) => ({
  existProducts: { __typename: 'ExistProductsResult', found, notFound, outsideSkus, outsideSellers },
});

describe('SkuInput', () => {
  it('takes the first column of a CSV, trimmed, blanks dropped, and adds the SKUs the catalog knows', async () => {
    const onChange = vi.fn();
    const { client, calls } = mockClient({ ExistProducts: exist(['A-1', 'B-2'], ['C-3']) });
    render(
      <SkuInput
        skus={[]}
        onChange={onChange}
        catalogId="1"
        brandId="2"
        validateSellers={false}
        canAddSellers
      />,
      {
        client,
      },
    );
    const csv = new File(['sku,name\n A-1 ,Shirt\n\nB-2,Dress\nC-3,Hat\n'], 'skus.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(), csv);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['A-1', 'B-2']));
    expect(calls.find((call) => call.name === 'ExistProducts')?.variables).toEqual({
      skus: ['A-1', 'B-2', 'C-3'],
      catalogId: '1',
      brandId: '2',
    });
    expect(screen.getByText('SKU not found: C-3')).toBeTruthy();
  });

  it('refuses a CSV of exactly 5000 SKUs (spec 2: 5000 or more) with the max warning and checks nothing', async () => {
    const onChange = vi.fn();
    const { client, calls } = mockClient({ ExistProducts: exist([]) });
    render(
      <SkuInput
        skus={[]}
        onChange={onChange}
        catalogId="1"
        brandId="2"
        validateSellers={false}
        canAddSellers
      />,
      {
        client,
      },
    );
    const rows = Array.from({ length: 5000 }, (_, index) => `SKU-${index}`).join('\n');
    await userEvent.upload(fileInput(), new File([`sku\n${rows}`], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByText('You can add at most 4999 SKUs.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'ExistProducts')).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('summarises 4,971 unknown SKUs: the count, the first ten and "and 4,961 more"', async () => {
    const unknown = Array.from({ length: 4971 }, (_, index) => `U-${index}`);
    const { client } = mockClient({ ExistProducts: exist(['K-1'], unknown) });
    render(
      <SkuInput
        skus={[]}
        onChange={vi.fn()}
        catalogId="1"
        brandId="2"
        validateSellers={false}
        canAddSellers
      />,
      { client },
    );
    const rows = ['K-1', ...unknown].join('\n');
    await userEvent.upload(fileInput(), new File([rows], 'many.csv', { type: 'text/csv' }));
    expect(await screen.findByText('4,971 SKUs not found')).toBeTruthy();
    expect(screen.getByText('SKU not found: U-0')).toBeTruthy();
    expect(screen.getByText('SKU not found: U-9')).toBeTruthy();
    expect(screen.queryByText('SKU not found: U-10')).toBeNull();
    expect(screen.getByText('and 4,961 more')).toBeTruthy();
    expect(screen.getAllByText(/^SKU not found: /)).toHaveLength(10);
  });

  it('opens the action-required dialog for SKUs of outside sellers and keeps them once the sellers are added', async () => {
    const onChange = vi.fn();
    const seller = {
      __typename: 'SellerOption',
      id: '9',
      originalSellerId: 'S9',
      nameWithCatalog: 'Nine Store (SG)',
    };
    const { client, calls } = mockClient({
      ExistProducts: exist(['A-1', 'X-9'], [], ['X-9'], [seller]),
      SponsorAddSellers: { addSellers: { __typename: 'CompanyPayload', ok: true, errors: [] } },
    });
    render(
      <SkuInput
        skus={['OLD']}
        onChange={onChange}
        catalogId="1"
        brandId={null}
        validateSellers
        canAddSellers
      />,
      {
        client,
      },
    );
    await userEvent.type(screen.getByLabelText('SKUs'), 'A-1, X-9');
    await userEvent.click(screen.getByRole('button', { name: 'Add SKUs' }));
    expect(await screen.findByText('Action required')).toBeTruthy();
    expect(screen.getByText('Nine Store (SG)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add sellers' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['OLD', 'A-1', 'X-9']));
    expect(calls.find((call) => call.name === 'SponsorAddSellers')?.variables).toEqual({ sellerIds: ['9'] });
  });

  it('drops the outside SKUs when the user declines to add the sellers', async () => {
    const onChange = vi.fn();
    const seller = {
      __typename: 'SellerOption',
      id: '9',
      originalSellerId: 'S9',
      nameWithCatalog: 'Nine Store (SG)',
    };
    const { client } = mockClient({ ExistProducts: exist(['A-1', 'X-9'], [], ['X-9'], [seller]) });
    render(
      <SkuInput skus={[]} onChange={onChange} catalogId="1" brandId={null} validateSellers canAddSellers />,
      {
        client,
      },
    );
    await userEvent.type(screen.getByLabelText('SKUs'), 'A-1 X-9');
    await userEvent.click(screen.getByRole('button', { name: 'Add SKUs' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave these SKUs out' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['A-1']));
  });
});
