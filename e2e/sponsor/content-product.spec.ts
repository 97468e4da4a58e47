import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { brandWithCatalog, gql } from './quick-campaign-support';

const shots = process.env.W3_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function toContentStep(page: Page, brandId: string, name: string) {
  await page.goto(`/sponsor/new/type?brandId=${brandId}`);
  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('radio', { name: 'Product ads' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'Daily budget' }).check();
  await page.getByLabel('Daily budget amount').fill('25');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sponsor\/new\/target/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sponsor\/new\/strategy/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sponsor\/new\/content/);
}

test.describe('product content', () => {
  test('typed SKUs are checked: unknown ones named, outside sellers asked about, known ones listed', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    const { productsSuggestion } = await gql<{ productsSuggestion: { sku: string }[] }>(
      page,
      'query($catalogId: ID!, $brandId: ID) { productsSuggestion(catalogId: $catalogId, brandId: $brandId, limit: 20) { sku } }',
      { catalogId: setup.catalog.id, brandId: setup.brandId },
    );
    const skus = productsSuggestion.map((p) => p.sku);
    const { existProducts } = await gql<{ existProducts: { outsideSkus: string[] } }>(
      page,
      'query($skus: [String!]!, $catalogId: ID!, $brandId: ID) { existProducts(skus: $skus, catalogId: $catalogId, brandId: $brandId) { outsideSkus } }',
      { skus, catalogId: setup.catalog.id, brandId: setup.brandId },
    );
    const inside = skus.filter((sku) => !existProducts.outsideSkus.includes(sku)).slice(0, 2);
    const outside = existProducts.outsideSkus.slice(0, 1);
    expect(inside.length).toBeGreaterThan(0);
    await toContentStep(page, setup.brandId, `E2E product content ${Date.now()}`);

    await page
      .getByRole('textbox', { name: 'SKUs' })
      .fill([...inside, ...outside, 'NO-SUCH-SKU-1'].join('\n'));
    await page.getByRole('button', { name: 'Add SKUs' }).click();
    await expect(page.getByText('SKU not found: NO-SUCH-SKU-1')).toBeVisible();
    if (outside.length > 0) {
      // Adding the sellers would change the demo company: leave the outside SKU out instead.
      const dialog = page.getByRole('dialog', { name: 'Action required' });
      await expect(dialog).toContainText(outside[0] ?? '');
      await shot(page, 'content-product-action-required');
      await dialog.getByRole('button', { name: 'Leave these SKUs out' }).click();
    }
    await expect(
      page.getByText(inside.length === 1 ? '1 SKU selected' : `${inside.length} SKUs selected`),
    ).toBeVisible();
    const list = page.getByRole('table', { name: 'Selected SKUs' });
    await expect(list.getByText(inside[0] ?? '')).toBeVisible();
    await expect(list.locator('img').first()).toBeVisible();
    await shot(page, 'content-product-skus');
  });

  test('the dynamic filter counts matching products and previews them in the side drawer', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    await toContentStep(page, setup.brandId, `E2E product filter ${Date.now()}`);

    await page.getByText('Filter products').click();
    await page.getByRole('textbox', { name: 'Categories' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('heading', { name: 'Sponsored content' }).click();
    await expect(page.getByRole('status', { name: 'Matching products' })).toContainText(
      /[1-9]\d* matching products?/,
    );
    const min = page.getByRole('textbox', { name: /Minimum price/ });
    await min.fill('5');
    await min.blur();
    await expect(page.getByRole('textbox', { name: /Maximum price/ })).toHaveValue('999999999');
    await page.getByRole('button', { name: 'Preview' }).click();
    const drawer = page.getByRole('dialog', { name: /matching product/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('img').first()).toBeVisible();
    await shot(page, 'content-product-preview');
  });
});
