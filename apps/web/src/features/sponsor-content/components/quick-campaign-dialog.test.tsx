import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { pageReload } from '../lib/page-reload';
import { quickDraftKey } from '../lib/quick-draft';
import { QuickCampaignDialog } from './quick-campaign-dialog';

// A banner image "uploads" without a server: its size reads right and the upload answers a URL.
vi.mock('../lib/banner-image', async (original) => ({
  ...(await original<typeof import('../lib/banner-image')>()),
  readImageSize: async () => ({ width: 1200, height: 300 }),
}));
vi.mock('../lib/upload-banner-image', () => ({
  uploadBannerImage: async () => ({
    ok: true,
    image: { url: '/uploads/home.png', width: 1200, height: 300 },
  }),
}));

const flag = (isActive: boolean) => ({ __typename: 'FeatureFlag', id: 'f', isActive });
const answers = (createAnswer: Record<string, unknown> | null = null) => ({
  SponsorContentSettings: {
    me: { __typename: 'Me', id: 'u1', isApprovedByStaff: true, isGfg: false },
    dynamicFilterFlag: flag(true),
    customImageFlag: flag(false),
    validateSellerFlag: flag(true),
    advancedUiFlag: flag(true),
    imageSizeLimit: { __typename: 'Configuration', id: 'c', value: '1.2' },
  },
  QuickBrandCatalogs: {
    brandCatalogs: [
      {
        __typename: 'Catalog',
        id: '1',
        code: 'SG',
        name: 'Singapore',
        baseUrl: 'https://www.shop.test/sg',
        currencyCode: 'SGD',
        currencySymbol: 'S$',
        timeZone: 'Asia/Singapore',
        tzOffset: 8,
      },
    ],
  },
  AllBanners: {
    allBanners: [
      {
        __typename: 'BannerType',
        id: '4',
        name: 'Desktop home',
        bannerType: 'DESKTOP_HOME',
        platform: 'DESKTOP',
        width: 1200,
        height: 300,
      },
      {
        __typename: 'BannerType',
        id: '6',
        name: 'Mobile search',
        bannerType: 'MOBILE_SEARCH',
        platform: 'MOBILE',
        width: 640,
        height: 200,
      },
    ],
  },
  QuickMinBudget: { sponsorCampaignMinBudget: '1' },
  ProductCategories: {
    productCategories: [
      { __typename: 'ProductCategory', id: '10', name: 'Women', parentId: null, depth: 1, productCount: 5 },
    ],
  },
  SellersMatchedFilter: {
    sellersMatchedFilter: [
      {
        __typename: 'SellerOption',
        id: '7',
        originalSellerId: 'S7',
        nameWithCatalog: 'Acme Store (SG)',
        isCompanySeller: true,
      },
    ],
  },
  ...(createAnswer ? { CreateQuickSponsorCampaign: createAnswer } : {}),
});

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('QuickCampaignDialog', { timeout: 30_000 }, () => {
  it('enables Start for a product campaign only with a name, a category and a seller', async () => {
    const { client } = mockClient(answers());
    render(<QuickCampaignDialog opened onClose={vi.fn()} brandId="2" companyId="3" />, { client });
    const start = await screen.findByRole('button', { name: 'Start' });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Target country' }) as HTMLInputElement).value).toBe(
        'Singapore',
      ),
    );
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring');
    await pick('Categories', 'Women');
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await pick('Sellers', 'Acme Store (SG)');
    expect((start as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Banner placements' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('shows the first server error in red, clears it on the next change, and reloads 200 ms after success', async () => {
    let answer: Record<string, unknown> = {
      createQuickSponsorCampaign: {
        __typename: 'SponsorCampaignPayload',
        ok: false,
        errors: [{ __typename: 'FieldError', field: 'name', messages: ['Name taken', 'Other'] }],
        campaign: null,
      },
    };
    const createAnswer = () => answer;
    const { client, calls } = mockClient({ ...answers(), CreateQuickSponsorCampaign: createAnswer });
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => {});
    const onClose = vi.fn();
    render(<QuickCampaignDialog opened onClose={onClose} brandId="2" companyId="3" />, { client });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Target country' }) as HTMLInputElement).value).toBe(
        'Singapore',
      ),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring');
    await pick('Categories', 'Women');
    await pick('Sellers', 'Acme Store (SG)');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Name taken');
    const sent = calls.find((call) => call.name === 'CreateQuickSponsorCampaign')?.variables;
    expect(sent).toMatchObject({
      name: 'Spring',
      goal: 'DRIVE_SALES',
      adType: 'PRODUCT',
      brandId: '2',
      catalogId: '1',
      budgetType: 'ALWAYS_ON',
      scheduleType: 'START_DATE',
      categoryIds: ['10'],
      sellerIds: ['7'],
      placements: [],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Campaign name' }), '!');
    expect(screen.queryByRole('alert')).toBeNull();

    answer = {
      createQuickSponsorCampaign: {
        __typename: 'SponsorCampaignPayload',
        ok: true,
        errors: [],
        campaign: { __typename: 'SponsorCampaign', id: '99' },
      },
    };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(210);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a seller at the seller select, not in the line below (0267)", async () => {
    const refusal = {
      createQuickSponsorCampaign: {
        __typename: 'SponsorCampaignPayload',
        ok: false,
        errors: [
          {
            __typename: 'FieldError',
            field: 'adSet.productAd.productSellerIds',
            messages: ['sponsorRules:sellerNotInCompany'],
          },
        ],
        campaign: null,
      },
    };
    const { client } = mockClient(answers(refusal));
    render(<QuickCampaignDialog opened onClose={vi.fn()} brandId="2" companyId="3" />, { client });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Target country' }) as HTMLInputElement).value).toBe(
        'Singapore',
      ),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring');
    await pick('Categories', 'Women');
    await pick('Sellers', 'Acme Store (SG)');
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const message = await screen.findByText(/This seller is not one of your company's sellers/);
    const sellers = screen.getByRole('textbox', { name: 'Sellers' });
    expect(sellers.getAttribute('aria-invalid')).toBe('true');
    expect(message.id && sellers.getAttribute('aria-describedby')?.includes(message.id)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Advanced Setup keeps the draft under the company and brand key and opens the advanced wizard', async () => {
    const { client } = mockClient(answers());
    render(<QuickCampaignDialog opened onClose={vi.fn()} brandId="2" companyId="3" />, { client });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Draft one');
    await userEvent.click(screen.getByRole('button', { name: 'Advanced Setup' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sponsor-v2'));
    const draft = JSON.parse(localStorage.getItem(quickDraftKey('3', '2')) ?? '{}');
    expect(draft).toMatchObject({ name: 'Draft one', brandId: '2', adType: 'PRODUCT' });
  });

  it('for banners disables sellers and needs a placement with an uploaded image', async () => {
    const { client } = mockClient(answers());
    render(<QuickCampaignDialog opened onClose={vi.fn()} brandId="2" companyId="3" />, { client });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Banner');
    await userEvent.click(screen.getByText('Banner ads'));
    expect((screen.getByRole('textbox', { name: 'Sellers' }) as HTMLInputElement).disabled).toBe(true);
    await pick('Banner category', 'Women');
    await pick('Banner placements', 'Desktop home (1200×300)');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('PNG, GIF or JPEG, exactly 1200 × 300 px, at most 1.2 MB.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows budget and date errors only once the field was touched, not on open', async () => {
    const { client } = mockClient(answers());
    render(<QuickCampaignDialog opened onClose={vi.fn()} brandId="2" companyId="3" />, { client });
    await pick('Budget', 'Daily budget');
    const daily = screen.getByRole('textbox', { name: 'Daily budget' });
    expect(daily.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Please fill out this field.')).toBeNull();
    await userEvent.click(daily);
    await userEvent.tab();
    expect(await screen.findByText('Please fill out this field.')).toBeTruthy();
    await userEvent.type(daily, '0.5');
    expect(await screen.findByText('The daily budget must be at least 1.')).toBeTruthy();
    await pick('Budget', 'Daily and total budget');
    expect(screen.getByRole('textbox', { name: 'Total budget' }).getAttribute('aria-invalid')).toBe('false');
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets a banner choose several placements, each with its own image upload and landing path', async () => {
    const { client } = mockClient(answers());
    render(<QuickCampaignDialog opened onClose={vi.fn()} brandId="2" companyId="3" />, { client });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Banner');
    await userEvent.click(screen.getByText('Banner ads'));
    await pick('Banner category', 'Women');
    await pick('Banner placements', 'Mobile search (640×200)');
    // Only search placements so far: keywords stay off.
    expect((screen.getByRole('textbox', { name: 'Keywords (optional)' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await pick('Banner placements', 'Desktop home (1200×300)');
    const home = screen.getByRole('group', { name: 'Desktop home (1200×300)' });
    const search = screen.getByRole('group', { name: 'Mobile search (640×200)' });
    expect(within(home).getByText('PNG, GIF or JPEG, exactly 1200 × 300 px, at most 1.2 MB.')).toBeTruthy();
    expect(within(search).getByText('PNG, GIF or JPEG, exactly 640 × 200 px, at most 1.2 MB.')).toBeTruthy();
    expect(within(home).getByRole('textbox', { name: 'Landing page' })).toBeTruthy();
    expect(within(search).getByRole('textbox', { name: 'Landing page' })).toBeTruthy();
    await userEvent.type(within(home).getByRole('textbox', { name: 'Landing page' }), '/women');
    expect((within(search).getByRole('textbox', { name: 'Landing page' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect((screen.getByRole('textbox', { name: 'Keywords (optional)' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
  });

  async function readyBanner(extra: Record<string, unknown> = {}) {
    const { client, calls } = mockClient({ ...answers(), ...extra });
    render(<QuickCampaignDialog opened onClose={vi.fn()} brandId="2" companyId="3" />, { client });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Banner');
    await userEvent.click(screen.getByText('Banner ads'));
    await pick('Banner category', 'Women');
    await pick('Banner placements', 'Desktop home (1200×300)');
    const home = screen.getByRole('group', { name: 'Desktop home (1200×300)' });
    const file = home.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(file, new File(['x'], 'home.png', { type: 'image/png' }));
    await waitFor(() => expect(within(home).getByRole('img')).toBeTruthy());
    return { home, calls, landing: within(home).getByRole('textbox', { name: 'Landing page' }) };
  }

  it("keeps Start off for a landing URL outside the catalog (the server's rule), on for one inside", async () => {
    const { landing } = await readyBanner({ ValidateAdsUrl: { validateAdsUrl: { ok: true, errors: [] } } });
    const start = screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement;
    await userEvent.type(landing, 'https://evil.example/sale');
    expect(start.disabled).toBe(true);
    await userEvent.tab();
    expect(await screen.findByText('The landing URL must belong to https://www.shop.test/sg.')).toBeTruthy();
    await userEvent.clear(landing);
    await userEvent.type(landing, '/women');
    expect(start.disabled).toBe(false);
  });

  it("shows the server's refusal of a landing URL once, at the landing input", async () => {
    const refusal = 'Landing page unreachable';
    const { landing, calls } = await readyBanner({
      ValidateAdsUrl: {
        validateAdsUrl: {
          ok: false,
          errors: [{ __typename: 'FieldError', field: 'url', messages: [refusal] }],
        },
      },
      CreateQuickSponsorCampaign: {
        createQuickSponsorCampaign: {
          __typename: 'SponsorCampaignPayload',
          ok: false,
          errors: [
            {
              __typename: 'FieldError',
              field: 'adSet.bannerAd.placements.0.landingUrl',
              messages: [refusal],
            },
          ],
          campaign: null,
        },
      },
    });
    await userEvent.type(landing, '/women');
    await userEvent.tab();
    expect(await screen.findByText(refusal)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(calls.some((call) => call.name === 'CreateQuickSponsorCampaign')).toBe(true));
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('QuickCampaignDialog while the catalogs load (decision 0278)', { timeout: 30_000 }, () => {
  it("shows, checks and sends no date before the catalog's zone is known: the dates and Start wait", async () => {
    // 10:00 on 1 October in Singapore is 02:00 UTC: a stand-in UTC showed the start at 02:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T02:00:00Z'));
    let catalogsArrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      catalogsArrive = resolve;
    });
    const { QuickBrandCatalogs, ...rest } = answers();
    const { client, calls } = mockClient({
      ...rest,
      QuickBrandCatalogs: arrived.then(() => QuickBrandCatalogs),
    });
    render(<QuickCampaignDialog opened onClose={vi.fn()} brandId="2" companyId="3" />, { client });
    const start = await screen.findByRole('button', { name: 'Start' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring');
    expect(screen.queryByText(/2026\/10\/01 02:00/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Start date/ })).toBeNull();
    expect(screen.getByTestId('quick-schedule-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      'Loading the target country’s time zone: the dates are checked once it is known.',
    );
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(start.hasAttribute('data-loading')).toBe(true);

    await act(async () => catalogsArrive());
    await waitFor(() => expect(screen.queryByTestId('quick-schedule-loading')).toBeNull());
    expect(screen.getByRole('button', { name: /Start date/ }).textContent).toContain('2026/10/01 10:00');
    expect(start.hasAttribute('data-loading')).toBe(false);
    await pick('Categories', 'Women');
    await pick('Sellers', 'Acme Store (SG)');
    expect((start as HTMLButtonElement).disabled).toBe(false);
    expect(calls.some((call) => call.name === 'CreateQuickSponsorCampaign')).toBe(false);
  });
});
