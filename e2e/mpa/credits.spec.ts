import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { addUnlinkedSeller, dayIn, freshLinkedSeller, fundByPaidCredit, gql, written } from './mpa-support';

test.describe('Meta ads: the credits page', () => {
  test('filters live in the address, a bad date falls back to 30 days, an unlinked seller says so', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const seller = await freshLinkedSeller(page);
    // One completed paid-credit top-up and one wire transfer still waiting.
    await fundByPaidCredit(page, seller.id, '20');
    const { createMpaTopUpRequest } = await gql<{ createMpaTopUpRequest: { errors: unknown[] } }>(
      page,
      'mutation($sellerId: ID!) { createMpaTopUpRequest(sellerId: $sellerId, requestAmount: "35", method: WIRE_TRANSFER) { ok errors { field messages } } }',
      { sellerId: seller.id },
    );
    expect(createMpaTopUpRequest.errors).toEqual([]);
    const unlinked = await addUnlinkedSeller(page);
    const zone = seller.catalog.timeZone;
    const rows = page.getByTestId('top-up-row');

    await page.goto(`/mpa/credits?mbgSellerId=${seller.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Meta credits' })).toBeVisible();
    await expect(page.getByText(`Seller ${seller.name} has a balance of`)).toBeVisible();
    await expect(page.getByTestId('mpa-balance')).toContainText('20.00');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('2 requests')).toBeVisible();

    // Filters from the address: COMPLETED only, then the method too.
    await page.goto(`/mpa/credits?mbgSellerId=${seller.id}&status=COMPLETED`);
    await expect(page.getByRole('textbox', { name: 'Status' })).toHaveValue('Completed');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-status', 'COMPLETED');
    await expect(rows.first()).toContainText('Paid Credit');
    await page.goto(`/mpa/credits?mbgSellerId=${seller.id}&status=COMPLETED&method=WIRE_TRANSFER`);
    await expect(page.getByRole('textbox', { name: 'Payment method' })).toHaveValue('Wire Transfer');
    await expect(page.getByText('No top-up requests match these filters.')).toBeVisible();
    await expect(rows).toHaveCount(0);

    // A filter chosen on the page goes into the address.
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Requesting' }).click();
    await expect(page).toHaveURL(/status=REQUESTING/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-status', 'REQUESTING');

    // Not a strict YYYY-MM-DD: the last 30 days, as the picker shows.
    await page.goto(`/mpa/credits?mbgSellerId=${seller.id}&fromDate=2024-1-5&toDate=2024-02-30`);
    await expect(page.getByTestId('date-range')).toHaveText(
      `${written(dayIn(zone, -29))} – ${written(dayIn(zone))}`,
    );
    await expect(rows).toHaveCount(2);
    // A strict range without the requests shows none.
    await page.goto(`/mpa/credits?mbgSellerId=${seller.id}&fromDate=2024-01-05&toDate=2024-02-20`);
    await expect(page.getByTestId('date-range')).toHaveText('2024/01/05 – 2024/02/20');
    await expect(page.getByText('No top-up requests match these filters.')).toBeVisible();

    await page.getByRole('tab', { name: unlinked.nameWithCatalog }).click();
    await expect(page).toHaveURL(new RegExp(`mbgSellerId=${unlinked.id}`));
    await expect(page.getByTestId('mpa-not-linked')).toHaveText(
      `Seller ${unlinked.name} is not linked to Meta.`,
    );
    await expect(rows).toHaveCount(0);
  });
});
