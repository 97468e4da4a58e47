import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { listsGql as gql } from '../sponsor/lists-support';
import { signInAndLand } from '../support/auth';

export { gql };

/**
 * The Meta ads journeys' helpers (issue 15, decision 0230). Acme's demo sellers are all linked, so a journey
 * that needs a seller of its own adds an unlinked marketplace store to Acme through the app's own API
 * (`addSellers`), and links it through the API when linking is not what it checks.
 */

export type MpaSeller = {
  id: string;
  name: string;
  nameWithCatalog: string;
  isMpaOnboarded: boolean;
  catalog: { id: string; code: string; timeZone: string };
};

const SELLER_FIELDS = 'id name nameWithCatalog isMpaOnboarded catalog { id code timeZone }';

export async function companySellers(page: Page): Promise<MpaSeller[]> {
  const data = await gql<{ getCompanySellers: MpaSeller[] }>(
    page,
    `query { getCompanySellers { ${SELLER_FIELDS} } }`,
  );
  return data.getCompanySellers;
}

// Other journeys read Singapore's sellers and products: the stores added here come from the other catalogs
// Acme sells in first, Singapore last.
const CATALOG_PREFERENCE = ['PH', 'MY', 'ID', 'SG'];

/**
 * Adds to the signed-in owner's company a marketplace store it does not manage and has no Meta ad account
 * for (`sellerSuggestion` → `addSellers`); answers it as the company now sees it (not linked).
 */
export async function addUnlinkedSeller(page: Page): Promise<MpaSeller> {
  const own = await companySellers(page);
  const ownIds = new Set(own.map((seller) => seller.id));
  const catalogs = [...new Map(own.map((seller) => [seller.catalog.code, seller.catalog.id])).entries()].sort(
    ([a], [b]) => CATALOG_PREFERENCE.indexOf(a) - CATALOG_PREFERENCE.indexOf(b),
  );
  for (const [, catalogId] of catalogs) {
    const { sellerSuggestion } = await gql<{
      sellerSuggestion: { id: string; isMpaOnboarded: boolean }[];
    }>(
      page,
      'query($catalogId: ID!) { sellerSuggestion(catalogId: $catalogId, searchTerm: "", limit: 10) { id isMpaOnboarded } }',
      { catalogId },
    );
    const candidate = sellerSuggestion.find((seller) => !ownIds.has(seller.id) && !seller.isMpaOnboarded);
    if (!candidate) continue;
    const { addSellers } = await gql<{ addSellers: { ok: boolean; errors: unknown[] } }>(
      page,
      'mutation($ids: [ID!]!) { addSellers(sellerIds: $ids) { ok errors { field messages } } }',
      { ids: [candidate.id] },
    );
    expect(addSellers.errors).toEqual([]);
    const added = (await companySellers(page)).find((seller) => seller.id === candidate.id);
    expect(added?.isMpaOnboarded).toBe(false);
    return added!;
  }
  throw new Error("no marketplace store left to add to the company in its brands' catalogs");
}

/** Links a seller through `onboardSeller` and waits for the job's session and the sellers list to say so. */
export async function linkSellerByApi(page: Page, sellerId: string): Promise<void> {
  const { onboardSeller } = await gql<{ onboardSeller: { ok: boolean; errors: unknown[] } }>(
    page,
    'mutation($sellerId: ID!, $url: String) { onboardSeller(sellerId: $sellerId, sellerPageUrl: $url, confirm: true) { ok errors { field messages } } }',
    { sellerId, url: `https://shop.example.com/e2e-${sellerId}` },
  );
  expect(onboardSeller.errors).toEqual([]);
  await expect
    .poll(
      async () =>
        (
          await gql<{ onboardSellerStatus: { status: string } | null }>(
            page,
            'query($sellerId: ID!) { onboardSellerStatus(sellerId: $sellerId) { status } }',
            { sellerId },
          )
        ).onboardSellerStatus?.status,
      { timeout: 30_000 },
    )
    .toBe('COMPLETED');
  await expect
    .poll(async () => (await companySellers(page)).find((seller) => seller.id === sellerId)?.isMpaOnboarded)
    .toBe(true);
}

/** A seller of the company, linked to Meta, with an empty Meta wallet and no campaign: only this journey moves it. */
export async function freshLinkedSeller(page: Page): Promise<MpaSeller> {
  const seller = await addUnlinkedSeller(page);
  await linkSellerByApi(page, seller.id);
  return { ...seller, isMpaOnboarded: true };
}

/** Funds the seller's Meta wallet from the company's paid credit (completed at once). */
export async function fundByPaidCredit(page: Page, sellerId: string, amount: string): Promise<void> {
  const { createMpaTopUpRequest } = await gql<{
    createMpaTopUpRequest: { errors: unknown[]; topUpRequest: { status: string } | null };
  }>(
    page,
    'mutation($sellerId: ID!, $amount: Decimal!) { createMpaTopUpRequest(sellerId: $sellerId, requestAmount: $amount, method: PAID_CREDIT) { ok errors { field messages } topUpRequest { status } } }',
    { sellerId, amount },
  );
  expect(createMpaTopUpRequest.errors).toEqual([]);
  expect(createMpaTopUpRequest.topUpRequest?.status).toBe('COMPLETED');
}

/** A second browser context signed in as marketplace staff (closed by the caller). */
export async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndLand(page, 'staff@demo.test');
  return page;
}

/** POST with the anti-forgery header, through a page's (or a request context's) cookies. */
export async function postWithCsrf(request: APIRequestContext, url: string, data: object) {
  const { csrfToken } = (await (await request.get('/csrf')).json()) as { csrfToken: string };
  return request.post(url, {
    headers: { 'X-CSRFToken': csrfToken, 'Content-Type': 'application/json' },
    data,
  });
}

/** "SGD 1,629.35" → 1629.35 (the journeys' amounts are positive). */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, '') || Number.NaN);

/** A calendar day (YYYY-MM-DD) in `timeZone`, `offset` days from today. */
export function dayIn(timeZone: string, offset = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The day as the screens write it (yyyy/MM/dd). */
export const written = (day: string) => day.replaceAll('-', '/');

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Picks a day in a Mantine date picker field: opens it, goes forward a month or two if needed, clicks the day. */
export async function pickDay(page: Page, field: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = `${date} ${MONTHS[month - 1]} ${year}`;
  await field.click();
  const dropdown = page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.locator('table') })
    .last();
  await expect(dropdown).toBeVisible();
  const button = dropdown.getByRole('button', { name, exact: true });
  for (let step = 0; step < 3 && !(await button.isVisible()); step += 1) {
    await dropdown.locator('button[data-direction="next"]').click();
  }
  await button.click();
  await expect(dropdown).toBeHidden();
}

/** The Meta Wallet Balance card's figure. */
export async function walletCardBalance(page: Page): Promise<number> {
  const figure = page.getByTestId('meta-wallet-balance');
  await expect(figure).toHaveText(/\d/);
  return amountOf(await figure.textContent());
}

/** The owner's campaigns of a seller as `metaCampaigns` answers them (first page: newest first). */
export async function metaCampaignsOf(page: Page, sellerId: string, timeZone: string) {
  const { metaCampaigns } = await gql<{
    metaCampaigns: { objects: { id: string; metaCampaignId: string; name: string; status: string }[] };
  }>(
    page,
    'query($sellerId: ID!, $from: String!, $to: String!) { metaCampaigns(sellerId: $sellerId, fromDate: $from, toDate: $to) { objects { id metaCampaignId name status } } }',
    { sellerId, from: dayIn(timeZone, -6), to: dayIn(timeZone) },
  );
  return metaCampaigns.objects;
}

/** A unique name for this run. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

export type QuickCampaign = {
  name: string;
  budget: string;
  startDate: string;
  endDate: string;
  creativeText: string;
};

/** Opens Launch Campaign on the seller's dashboard and fills the quick form (New Meta Campaign). */
export async function fillQuickCampaign(page: Page, campaign: QuickCampaign): Promise<Locator> {
  const launch = page.getByRole('button', { name: 'Launch Campaign' });
  await expect(launch).toBeEnabled();
  await launch.click();
  const dialog = page.getByRole('dialog', { name: 'New Meta Campaign' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Campaign Name').fill(campaign.name);
  await dialog.getByLabel('Lifetime Budget').fill(campaign.budget);
  await pickDay(page, dialog.getByTestId('quick-start-date'), campaign.startDate);
  await pickDay(page, dialog.getByTestId('quick-end-date'), campaign.endDate);
  await dialog.getByLabel('Creative Text').fill(campaign.creativeText);
  return dialog;
}

/** The Campaigns table's row of a campaign. */
export function campaignRow(page: Page, name: string): Locator {
  return page.getByTestId('meta-campaigns').getByRole('row').filter({ hasText: name });
}
