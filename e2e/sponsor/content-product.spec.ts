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
    // Until its details load, a row shows the SKU as its name too.
    await expect(list.getByText(inside[0] ?? '').first()).toBeVisible();
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
    // The untyped bound stays empty and shows the default it stands for; typing there starts from nothing.
    const max = page.getByRole('textbox', { name: /Maximum price/ });
    await expect(max).toHaveValue('');
    await expect(max).toHaveAttribute('placeholder', '999999999');
    await max.pressSequentially('100');
    await expect(max).toHaveValue('100');
    await page.getByRole('button', { name: 'Preview' }).click();
    const drawer = page.getByRole('dialog', { name: /matching product/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('img').first()).toBeVisible();
    await shot(page, 'content-product-preview');
  });

  test('the product selector (12 per page) adds a chosen product to the ad', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    await toContentStep(page, setup.brandId, `E2E product selector ${Date.now()}`);

    await page.getByText('Filter products').click();
    await page.getByRole('textbox', { name: 'Categories' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('heading', { name: 'Sponsored content' }).click();
    await expect(page.getByRole('status', { name: 'Matching products' })).toContainText(
      /[1-9]\d* matching products?/,
    );
    await page.getByRole('button', { name: 'Select products' }).click();
    const selector = page.getByRole('dialog', { name: 'Select products' });
    const boxes = selector.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    expect(await boxes.count()).toBeLessThanOrEqual(12);
    const sku = (await selector.locator('label').first().textContent())?.trim() ?? '';
    await boxes.first().check();
    await expect(selector.getByText('1 product selected')).toBeVisible();
    await selector.getByRole('button', { name: 'Use selected products' }).click();
    await expect(selector).toBeHidden();
    await expect(page.getByText('1 SKU selected')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Selected SKUs' }).getByText(sku).first()).toBeVisible();
    await shot(page, 'content-product-selector');
  });

  test('generated backgrounds: a prompt gives 4 images and the picked one is kept for the SKU', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    const setup = await brandWithCatalog(page);
    const { productsSuggestion } = await gql<{ productsSuggestion: { sku: string }[] }>(
      page,
      'query($catalogId: ID!, $brandId: ID) { productsSuggestion(catalogId: $catalogId, brandId: $brandId, limit: 20) { sku } }',
      { catalogId: setup.catalog.id, brandId: setup.brandId },
    );
    const { existProducts } = await gql<{ existProducts: { found: string[]; outsideSkus: string[] } }>(
      page,
      'query($skus: [String!]!, $catalogId: ID!, $brandId: ID) { existProducts(skus: $skus, catalogId: $catalogId, brandId: $brandId) { found outsideSkus } }',
      { skus: productsSuggestion.map((p) => p.sku), catalogId: setup.catalog.id, brandId: setup.brandId },
    );
    const sku = existProducts.found.find((candidate) => !existProducts.outsideSkus.includes(candidate));
    expect(sku).toBeTruthy();
    await toContentStep(page, setup.brandId, `E2E product backgrounds ${Date.now()}`);
    await page.getByRole('textbox', { name: 'SKUs' }).fill(sku ?? '');
    await page.getByRole('button', { name: 'Add SKUs' }).click();
    await expect(page.getByText('1 SKU selected')).toBeVisible();

    await expect(page.getByText('Generated product backgrounds')).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    await expect(generate).toBeDisabled();
    await page.getByRole('textbox', { name: 'Describe the background' }).fill('A sunny beach at noon');
    await generate.click();
    const batch = page.getByRole('radiogroup', { name: 'Generated backgrounds' });
    await expect(batch.getByRole('radio')).toHaveCount(4);
    await batch.getByRole('radio', { name: 'Background 2' }).click();
    await expect(batch.getByRole('radio', { name: 'Background 2' })).toHaveAttribute('aria-checked', 'true');
    const chosen = page.getByRole('img', { name: sku ?? '' });
    await expect(chosen).toBeVisible();
    const image = await page.request.get((await chosen.getAttribute('src')) ?? '');
    expect(image.ok()).toBe(true);
    await shot(page, 'content-product-backgrounds');
  });
});
