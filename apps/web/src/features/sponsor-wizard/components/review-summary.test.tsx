import { emptyCampaignForm } from '@portal/domain/sponsor-campaign-form';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import type { CampaignFormApi } from '../hooks/use-campaign-form';
import { defaultWizardFlags, type WizardContext } from '../utils/wizard-context';
import { summaryCategories } from './campaign-summary';
import { ReviewSummary } from './review-summary';

const context: WizardContext = {
  flags: defaultWizardFlags,
  excludedFields: [],
  isCreating: true,
  supplierName: 'Acme Fashion',
  brandName: 'Lumen & Loom',
  catalogs: [
    {
      id: '1',
      name: 'Singapore',
      code: 'SG',
      baseUrl: 'https://shop.test/sg',
      currencyCode: 'SGD',
      currencySymbol: 'S$',
      timeZone: 'Asia/Singapore',
      tzOffset: 8,
    },
  ],
  bannerTypes: [],
  minBudget: '1',
  walletCurrency: { code: 'SGD', symbol: 'S$', maxFractionDigits: 2 },
  now: new Date(),
};

const names = ['Women', 'Dresses', 'Shoes', 'Bags', 'Hats', 'Scarves'];
const categories = names.map((name, index) => ({
  __typename: 'ProductCategory',
  id: String(index + 10),
  name,
}));

function campaign(categoryIds: string[]): CampaignFormApi {
  const form = { ...emptyCampaignForm(), name: 'Spring', adType: 'PRODUCT' as const, brandId: '2' };
  return {
    form: { ...form, catalogId: '1', product: { ...form.product, categoryIds } },
  } as unknown as CampaignFormApi;
}

describe('review summary', () => {
  it('names at most four categories, then the number of others', async () => {
    const { client, calls } = mockClient({ WizardCategoryNames: { productCategories: categories } });
    render(<ReviewSummary campaign={campaign(categories.map((c) => c.id))} context={context} />, { client });
    await waitFor(() =>
      expect(screen.getByTestId('summary-categories').textContent).toBe(
        'Women, Dresses, Shoes, Bags and 2 other categories',
      ),
    );
    expect(calls.find((call) => call.name === 'WizardCategoryNames')?.variables).toMatchObject({
      catalogId: '1',
      brandId: '2',
    });
  });

  it('asks nothing when no category is chosen', () => {
    const { client, calls } = mockClient({ WizardCategoryNames: { productCategories: categories } });
    render(<ReviewSummary campaign={campaign([])} context={context} />, { client });
    expect(screen.getByTestId('summary-categories').textContent).toBe('—');
    expect(calls.some((call) => call.name === 'WizardCategoryNames')).toBe(false);
  });

  it('shows the budgets and the bid in the wallet currency', () => {
    const { client } = mockClient({ WizardCategoryNames: { productCategories: categories } });
    const api = campaign([]);
    const form = { ...api.form, budgetType: 'DAILY_TOTAL', budgetDaily: '50', budgetTotal: '1500.5' };
    const withBid = { ...form, bidType: 'MAXIMUM_CPC', bid: '0.25' } as CampaignFormApi['form'];
    render(<ReviewSummary campaign={{ ...api, form: withBid }} context={context} />, { client });
    const text = screen.getByTestId('campaign-summary').textContent?.replace(/\s/g, ' ');
    expect(text).toContain('SGD 50.00');
    expect(text).toContain('SGD 1,500.50');
    expect(text).toContain('SGD 0.25');
  });

  it("shows the start day only in the catalog's zone: a skeleton while the catalogs load", () => {
    const api = campaign([]);
    // 2026/09/24 in Singapore; read in UTC it would be 2026/09/23.
    const form = { ...api.form, startDate: '2026-09-23T16:00:00.000Z' };
    const { unmount } = render(
      <ReviewSummary
        campaign={{ ...api, form }}
        context={{ ...context, catalogs: [], catalogsLoading: true }}
      />,
    );
    expect(screen.getAllByTestId('summary-day-loading')).toHaveLength(2);
    expect(screen.getByTestId('summary-catalog-loading')).toBeTruthy();
    expect(screen.queryByText('2026/09/23')).toBeNull();
    unmount();
    render(<ReviewSummary campaign={{ ...api, form }} context={context} />);
    expect(screen.getByText('2026/09/24')).toBeTruthy();
  });

  it('never shows a raw id: unnamed categories count as others', () => {
    const map = new Map([['10', 'Women']]);
    expect(summaryCategories(['10', '99'], map)).toEqual({ shown: ['Women'], others: 1 });
    expect(summaryCategories(['98', '99'], map)).toEqual({ shown: [], others: 2 });
  });
});
