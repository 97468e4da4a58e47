import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import {
  amountOf,
  campaignRow,
  dayIn,
  fillQuickCampaign,
  freshLinkedSeller,
  fundByPaidCredit,
  type MpaSeller,
  metaCampaignsOf,
  postWithCsrf,
  staffPage,
  unique,
  walletCardBalance,
  written,
} from './mpa-support';

/** The owner on the dashboard of a seller of its own: linked, its Meta wallet funded, no campaign. */
async function fundedSeller(page: Page, funds = '60'): Promise<MpaSeller> {
  await signInAndLand(page, 'owner@demo.test');
  const seller = await freshLinkedSeller(page);
  await fundByPaidCredit(page, seller.id, funds);
  await page.goto(`/mpa/campaign?mbgSellerId=${seller.id}`);
  await expect(page.getByTestId('linked-chip')).toBeVisible();
  return seller;
}

/** A cell of a campaign's row by its column's header. */
async function cellOf(page: Page, name: string, header: string) {
  const headers = await page.getByTestId('meta-campaigns').getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index).toBeGreaterThanOrEqual(0);
  return campaignRow(page, name).getByRole('cell').nth(index);
}

test.describe('Meta ads: campaigns', () => {
  test('a quick campaign is listed with its dates and its switch pauses and resumes it across reloads', async ({
    page,
  }) => {
    const seller = await fundedSeller(page);
    const zone = seller.catalog.timeZone;
    const campaign = {
      name: unique('E2E Meta quick'),
      budget: '25',
      startDate: dayIn(zone, 1),
      endDate: dayIn(zone, 8),
      creativeText: 'Fresh styles, delivered fast.',
    };
    const dialog = await fillQuickCampaign(page, campaign);
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Campaign created.')).toBeVisible();

    // The list is the seller's campaigns, newest first; the range (the address's) covers its start.
    await page.goto(
      `/mpa/campaign?mbgSellerId=${seller.id}&fromDate=${campaign.startDate}&toDate=${campaign.endDate}`,
    );
    await expect(page.getByTestId('date-range').first()).toContainText(
      `${written(campaign.startDate)} – ${written(campaign.endDate)}`,
    );
    const row = campaignRow(page, campaign.name);
    await expect(row).toBeVisible();
    await expect(row).toContainText(written(campaign.startDate));
    // The End column is the chosen end day (Meta's stop time is the next day's start, exclusive).
    await expect(row).toContainText(written(campaign.endDate));
    await expect(row).toContainText('25.00');
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'ACTIVE');
    const toggle = row.getByRole('switch', { name: `Switch ${campaign.name} on or off` });
    await expect(toggle).toBeChecked();

    await row.locator('.mantine-Switch-track').click();
    await expect(toggle).not.toBeChecked();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'PAUSED');
    await expect(toggle).toBeEnabled();
    await page.reload();
    await expect(campaignRow(page, campaign.name).getByRole('switch')).not.toBeChecked();
    await expect(campaignRow(page, campaign.name)).toContainText('Paused');

    await campaignRow(page, campaign.name).locator('.mantine-Switch-track').click();
    await expect(campaignRow(page, campaign.name).getByRole('switch')).toBeChecked();
    await expect(campaignRow(page, campaign.name).getByRole('switch')).toBeEnabled();
    await page.reload();
    await expect(campaignRow(page, campaign.name).getByRole('switch')).toBeChecked();
    await expect(campaignRow(page, campaign.name).locator('[data-status]')).toHaveAttribute(
      'data-status',
      'ACTIVE',
    );
  });

  test('the advanced setup takes the quick form values, previews the ad, adds products, reviews and submits', async ({
    page,
  }) => {
    const seller = await fundedSeller(page);
    const zone = seller.catalog.timeZone;
    const campaign = {
      name: unique('E2E Meta advanced'),
      budget: '40',
      startDate: dayIn(zone, 2),
      endDate: dayIn(zone, 12),
      creativeText: 'Quick form text',
    };
    const dialog = await fillQuickCampaign(page, campaign);
    await dialog.getByRole('button', { name: 'Advanced setup' }).click();

    await expect(page).toHaveURL(new RegExp(`/mpa/campaign/add\\?mbgSellerId=${seller.id}`));
    await expect(page.getByRole('heading', { name: 'Create New Campaign - Advanced Set Up' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Campaign Name' })).toHaveValue(campaign.name);
    await expect(page.getByRole('textbox', { name: 'Lifetime Budget' })).toHaveValue(/^40/);
    await expect(page.getByRole('button', { name: /^Start Date/ })).toContainText(campaign.startDate);
    await expect(page.getByRole('button', { name: /^End Date/ })).toContainText(campaign.endDate);
    const creative = page.getByRole('textbox', { name: 'Creative Text' });
    await expect(creative).toHaveValue(campaign.creativeText);

    // The live preview follows the creative text.
    const text = `New season at ${seller.name}: ${unique('look')}`;
    await creative.fill(text);
    const preview = page.getByRole('region', { name: 'Ad preview' });
    await expect(preview.getByTestId('ad-preview-text')).toHaveText(text);
    await expect(preview).toContainText('Sponsored');
    await expect(preview.getByText('The products of the campaign appear here')).toBeVisible();

    // Three products from All Products, picked row by row, then added.
    const products = page.getByRole('table', { name: 'All Products' });
    const rows = products.locator('tbody tr[data-sku]');
    await expect(rows.first()).toBeVisible();
    for (let index = 0; index < 3; index += 1) {
      await rows.nth(index).click();
      await expect(rows.nth(index)).toHaveAttribute('aria-selected', 'true');
    }
    await page.getByRole('button', { name: 'Add selected (3)' }).click();
    await expect(page.getByRole('heading', { name: 'Sponsored Products (3 products)' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Sponsored Products' }).locator('tbody tr[data-sku]'),
    ).toHaveCount(3);
    await expect(preview.getByText('The products of the campaign appear here')).toBeHidden();

    // The step's Next follows the product tables, whose pagers have a Next of their own.
    await page.getByRole('button', { name: 'Next', exact: true }).last().click();
    await expect(page.getByRole('heading', { name: 'Campaign Summary' })).toBeVisible();
    await expect(page.locator('[data-summary="Campaign Type"]')).toHaveText('Off-site (Facebook)');
    await expect(page.locator('[data-summary="Campaign Name"]')).toHaveText(campaign.name);
    await expect(page.locator('[data-summary="Start Date"]')).toHaveText(campaign.startDate);
    await expect(page.locator('[data-summary="End Date"]')).toHaveText(campaign.endDate);
    await expect(page.locator('[data-summary="Lifetime Budget"]')).toContainText('40.00');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(new RegExp(`/mpa/campaign\\?mbgSellerId=${seller.id}$`));
    await expect(campaignRow(page, campaign.name)).toBeVisible();
    await expect(campaignRow(page, campaign.name)).toContainText(written(campaign.startDate));
  });

  test('simulated days of delivery show in the insights and the campaign cost leaves the Meta wallet', async ({
    page,
    browser,
  }) => {
    const seller = await fundedSeller(page, '80');
    const zone = seller.catalog.timeZone;
    const before = await walletCardBalance(page);
    expect(before).toBeCloseTo(80, 2);
    const campaign = {
      name: unique('E2E Meta delivery'),
      budget: '30',
      startDate: dayIn(zone, 1),
      endDate: dayIn(zone, 20),
      creativeText: 'Delivered over simulated days.',
    };
    const dialog = await fillQuickCampaign(page, campaign);
    await dialog.getByRole('button', { name: 'Create campaign' }).click();
    await expect(dialog).toBeHidden();
    await expect(campaignRow(page, campaign.name)).toBeVisible();
    const created = (await metaCampaignsOf(page, seller.id, zone)).find(
      (item) => item.name === campaign.name,
    );
    expect(created).toBeDefined();

    // The sandbox's test clock (staff only): the campaign started five days earlier, played up to now.
    const staff = await staffPage(browser);
    try {
      const moved = await postWithCsrf(staff.request, '/dev/meta-sandbox/backdate', {
        metaCampaignId: created!.metaCampaignId,
        days: 5,
      });
      expect(moved.status()).toBe(200);
    } finally {
      await staff.context().close();
    }

    // The dashboard's default range (last 7 days) covers the played days; its insights feed the chart.
    let cost = 0;
    await expect(async () => {
      const insights = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          (response.request().postData() ?? '').includes('adAccountInsights'),
      );
      await page.reload();
      const body = (await (await insights).json()) as {
        data: { adAccountInsights: { spend: string; impressions: number }[] };
      };
      const days = body.data.adAccountInsights;
      expect(days.reduce((sum, day) => sum + day.impressions, 0)).toBeGreaterThan(0);
      const spend = days.reduce((sum, day) => sum + Number(day.spend), 0);
      const row = campaignRow(page, campaign.name);
      await expect(row).toBeVisible();
      expect(
        amountOf(await (await cellOf(page, campaign.name, 'Impressions')).textContent()),
      ).toBeGreaterThan(0);
      cost = amountOf(await (await cellOf(page, campaign.name, 'Cost')).textContent());
      expect(cost).toBeGreaterThan(0);
      expect(spend).toBeCloseTo(cost, 2);
      // The spend is charged to the Meta wallet as Meta reports it: the card agrees with the table.
      expect(await walletCardBalance(page)).toBeCloseTo(before - cost, 2);
    }).toPass({ timeout: 30_000 });
    expect(cost).toBeLessThanOrEqual(30);
    await expect(page.getByTestId('time-series-chart').locator('canvas')).toBeVisible();
    await expect(page.getByText('No performance data for these dates.')).toHaveCount(0);
  });
});
