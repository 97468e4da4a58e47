import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { SellerSelect } from './seller-select';

const option = (id: string, name: string, isCompanySeller: boolean) => ({
  __typename: 'SellerOption',
  id,
  originalSellerId: `S${id}`,
  nameWithCatalog: `${name} (SG)`,
  isCompanySeller,
});

/** An older server may still list other companies' sellers: the select must not offer them. */
const answers = (isActive: boolean | null) => ({
  SellersMatchedFilter: {
    sellersMatchedFilter: [option('1', 'Golden Style House', true), option('5', 'Ocean Store', false)],
    validateSellerFlag: isActive === null ? null : { __typename: 'FeatureFlag', id: 'f', isActive },
  },
  SponsorSellerSuggestion: { sellerSuggestion: [option('3', 'Island Fashion Hub', false)] },
});

const filter = { catalogId: '1', brandId: '2', categoryIds: ['10'], minPrice: null, maxPrice: null };

async function optionsAfterTyping(term: string) {
  const input = screen.getByRole('textbox', { name: 'Sellers' });
  await userEvent.click(input);
  if (term) await userEvent.type(input, term);
  return screen.queryAllByRole('option', { hidden: true }).map((element) => element.textContent);
}

describe('SellerSelect (validate_uploaded_product_seller, docs/decisions/0267)', () => {
  it("with the flag on offers only the company's sellers and never searches the catalog's", async () => {
    const { client, calls } = mockClient(answers(true));
    render(<SellerSelect filter={filter} value={[]} onChange={vi.fn()} />, { client });
    await waitFor(() => expect(calls.some((call) => call.name === 'SellersMatchedFilter')).toBe(true));
    await waitFor(async () => expect(await optionsAfterTyping('')).toEqual(['Golden Style House (SG)']));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sellers' }), 'Island');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.some((call) => call.name === 'SponsorSellerSuggestion')).toBe(false);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    expect(screen.getByText(/No seller of your company matches/)).toBeTruthy();
  });

  it('treats an unknown flag as on (its default)', async () => {
    const { client } = mockClient(answers(null));
    render(<SellerSelect filter={filter} value={[]} onChange={vi.fn()} />, { client });
    await waitFor(async () => expect(await optionsAfterTyping('')).toEqual(['Golden Style House (SG)']));
  });

  it("with the flag off offers every matching seller and the catalog's search", async () => {
    const { client, calls } = mockClient(answers(false));
    render(<SellerSelect filter={filter} value={[]} onChange={vi.fn()} />, { client });
    await waitFor(async () =>
      expect(await optionsAfterTyping('')).toEqual(['Golden Style House (SG)', 'Ocean Store (SG)']),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Sellers' }), 'Island');
    await waitFor(() => expect(calls.some((call) => call.name === 'SponsorSellerSuggestion')).toBe(true));
    expect(await screen.findByRole('option', { name: 'Island Fashion Hub (SG)', hidden: true })).toBeTruthy();
  });

  it("keeps a chosen foreign seller shown, with the server's refusal", async () => {
    const { client } = mockClient(answers(true));
    render(
      <SellerSelect
        filter={filter}
        value={['5']}
        onChange={vi.fn()}
        error="This seller is not one of your company's sellers."
      />,
      { client },
    );
    expect(await screen.findByText("This seller is not one of your company's sellers.")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Ocean Store (SG)').length).toBeGreaterThan(0));
  });
});
