import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { addUnlinkedSeller, companySellers, freshLinkedSeller } from './mpa-support';

test.describe('Meta ads: linking a seller and who may act', () => {
  test('the owner links a new seller through the onboarding session and gets its dashboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAndLand(page, 'owner@demo.test');
    const seller = await addUnlinkedSeller(page);

    await page.goto('/mpa/campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Meta Ads' })).toBeVisible();
    await page.getByRole('tab', { name: seller.nameWithCatalog }).click();
    await expect(page).toHaveURL(new RegExp(`mbgSellerId=${seller.id}`));
    await expect(page.getByRole('heading', { name: 'Account Status' })).toBeVisible();
    await expect(page.getByText(`${seller.nameWithCatalog} is not linked to Meta yet.`)).toBeVisible();
    await page.getByRole('button', { name: 'Link Account' }).click();

    const dialog = page.getByRole('dialog', { name: 'Link Account' });
    await expect(dialog).toBeVisible();
    const url = dialog.getByLabel('Seller page URL');
    await url.fill('not a web address');
    await url.blur();
    await expect(dialog.getByText('Invalid URL')).toBeVisible();
    // Without the confirmation nothing is sent.
    await url.fill(`https://shop.example.com/e2e-link-${seller.id}`);
    await dialog.getByRole('button', { name: 'Link Account' }).click();
    await expect(dialog.getByText('Please confirm to continue')).toBeVisible();
    await expect(dialog.getByText('Invalid URL')).toBeHidden();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Link Account' }).click();

    // The session is polled every 15 s, then the sellers every 3 s: the tab turns into the dashboard.
    await expect(page.getByTestId('linked-chip')).toBeVisible({ timeout: 60_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${seller.nameWithCatalog} is linked to Meta.`)).toBeVisible();
    const wallet = page.getByTestId('meta-wallet');
    await expect(wallet).toContainText('Meta Wallet Balance');
    await expect(wallet.getByTestId('meta-wallet-balance')).toHaveText(/\d/);
    // A new ad account's wallet is empty: a campaign waits for a top-up.
    await expect(page.getByRole('button', { name: 'Launch Campaign' })).toBeDisabled();
    expect((await companySellers(page)).find((item) => item.id === seller.id)?.isMpaOnboarded).toBe(true);

    await page.reload();
    await expect(page.getByTestId('linked-chip')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link Account' })).toHaveCount(0);
  });

  test('a viewer reads the dashboard but gets no Top up, Launch Campaign or Link Account', async ({
    browser,
    page,
  }) => {
    // The owner gives the company one linked and one unlinked seller to look at.
    const owner = await (await browser.newContext()).newPage();
    await signInAndLand(owner, 'owner@demo.test');
    const linked = await freshLinkedSeller(owner);
    const unlinked = await addUnlinkedSeller(owner);
    await owner.context().close();

    await signInAndLand(page, 'viewer@demo.test');
    await page.goto(`/mpa/campaign?mbgSellerId=${linked.id}`);
    await expect(page.getByTestId('linked-chip')).toBeVisible();
    await expect(page.getByTestId('meta-wallet-balance')).toHaveText(/\d/);
    await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Launch Campaign' })).toHaveCount(0);
    await expect(page.getByTestId('meta-wallet').getByRole('button', { name: 'Top up' })).toHaveCount(0);

    await page.getByRole('tab', { name: unlinked.nameWithCatalog }).click();
    await expect(page.getByRole('heading', { name: 'Account Status' })).toBeVisible();
    await expect(
      page.getByText('Only an owner or an admin of the company can link the account.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link Account' })).toHaveCount(0);
  });
});
