import { expect, type Locator, type Page, test } from '@playwright/test';
import { amountOf } from '../mpa/mpa-support';
import { signInAndLand } from '../support/auth';
import { expectAccessible, gql, newPage, PIXEL_PNG, walletCredit, watchConsole } from './booking-support';

/**
 * Issue 16's first journey (spec 3 §2.3–§2.4, decision 0240): Acme's owner books two demo packages in one
 * cart paid by paid credit, fills the first campaign's placements and submits it; staff approve it.
 * Packages of its own: BEAUTY-TW (Taiwan Beauty) and NEWSLETTER-SG (Singapore newsletters), which the other
 * booking journeys never book; each campaign takes its package's first free week, so a rerun on the same
 * server takes the next weeks.
 */
const FIRST = { code: 'BEAUTY-TW', name: 'Taiwan beauty spotlight' };
const SECOND = { code: 'NEWSLETTER-SG', name: 'Singapore newsletter features' };
const TW_STORE = 'https://www.fashionmarket.com.tw';

/** Fills every field of a placement card in each of its languages; the image through the upload control. */
async function fillPlacement(page: Page, card: Locator) {
  const tabs = card.getByRole('tab');
  const languages = await tabs.count();
  for (let index = 0; index < languages; index += 1) {
    await tabs.nth(index).click();
    const panel = card.getByRole('tabpanel');
    for (const field of await panel.locator('[data-testid^="field-"]').all()) {
      const testId = (await field.getAttribute('data-testid'))!;
      const input = field.getByRole('textbox');
      if (testId.startsWith('field-Banner image')) {
        const chooser = page.waitForEvent('filechooser');
        await field.getByRole('button', { name: 'Upload image' }).click();
        await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PIXEL_PNG });
        await expect(field.getByRole('img', { name: /^Banner image/ })).toHaveAttribute(
          'src',
          /\/uploads\/.+\.png$/,
        );
        await expect(field.getByRole('button', { name: 'Replace image' })).toBeVisible();
      } else if (testId.startsWith('field-Landing URL')) {
        await input.fill(`${TW_STORE}/beauty/e2e-spotlight`);
        await input.blur();
      } else if (testId.startsWith('field-Headline')) {
        await input.fill('Glow week: new serums');
        await input.blur();
      } else {
        await input.fill('Only this week, while stocks last');
        await input.blur();
      }
      await expect(field.getByRole('status')).toHaveText(/Saved/);
    }
  }
}

/** Select on the package's card, then the confirmation's "Add to cart"; the card then offers Unselect. */
async function selectPackage(page: Page, pkg: { code: string; name: string }) {
  const card = page.locator('[data-testid^="package-"]').filter({
    has: page.getByRole('heading', { name: pkg.name, level: 3 }),
  });
  await card.getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await expect(dialog).toContainText(`${pkg.name} (${pkg.code})`);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Unselect' })).toBeVisible();
}

test.describe('booking: book, fill, approve', () => {
  test('an approved seller books two packages by paid credit, fills the placements and staff approve', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const owner = await newPage(browser);
    await signInAndLand(owner, 'owner@demo.test');
    const ownerConsole = watchConsole(owner);
    const creditBefore = await walletCredit(owner);

    await owner.goto('/booking/packages');
    await expect(owner.getByRole('heading', { name: 'Booking packages', level: 1 })).toBeVisible();
    await expect(owner.getByRole('button', { name: 'Cart (0)' })).toBeDisabled();
    await expect(owner.getByRole('heading', { name: FIRST.name, level: 3 })).toBeVisible();
    await expectAccessible(owner);
    await selectPackage(owner, FIRST);
    await expect(owner.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await selectPackage(owner, SECOND);
    const cartLink = owner.getByRole('link', { name: 'Cart (2)' });
    await expect(cartLink).toBeVisible();
    await cartLink.click();

    await expect(owner).toHaveURL(/\/booking\/cart/);
    await expect(owner.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    await owner.getByRole('radio', { name: 'Paid credit' }).check();
    const total = owner.getByTestId('order-total');
    await expect(total).toHaveText(/\d/);
    const orderTotal = amountOf(await total.textContent());
    expect(orderTotal).toBeGreaterThan(0);
    await expectAccessible(owner);
    // The campaigns' default names ("<code> <start>–<end> <timestamp>"), in the order the packages were chosen.
    const names = await owner
      .getByRole('textbox', { name: 'Campaign name' })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(new RegExp(`^${FIRST.code} `));
    expect(names[1]).toMatch(new RegExp(`^${SECOND.code} `));
    await owner.getByRole('button', { name: 'Place order' }).click();
    await expect(owner).toHaveURL(/\/booking\/\d+\/detail/, { timeout: 20_000 });
    const campaignId = /\/booking\/(\d+)\/detail/.exec(owner.url())![1]!;

    // The first campaign of the order: the first package, bought by paid credit, purchased and paid.
    const summary = owner.getByTestId('campaign-summary');
    await expect(summary.getByRole('heading', { name: names[0]!, level: 2 })).toBeVisible();
    await expect(summary).toContainText(`${FIRST.code} ${FIRST.name}`);
    await expect(summary).toContainText('Purchased');
    await expect(summary).toContainText('Paid');
    await expect(summary).toContainText('Paid Credit');
    const charged = amountOf(await owner.getByTestId('amount-charged').textContent());
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThan(orderTotal);
    await expect(owner.getByRole('button', { name: /^Download invoice / })).toBeVisible();

    // The order total left the paid credit (free credit never pays bookings), as the billing header shows.
    const creditAfter = await walletCredit(owner);
    expect(Math.round((creditBefore.paid - creditAfter.paid) * 100)).toBe(Math.round(orderTotal * 100));
    expect(creditAfter.free).toBe(creditBefore.free);

    // The second campaign of the order is in the booked campaigns list too; the two charges make the order total.
    await owner.goto('/booking');
    const secondRow = owner.getByRole('row').filter({ hasText: names[1]! });
    await expect(secondRow).toContainText('Purchased');
    await secondRow.getByRole('link', { name: names[1]! }).click();
    await expect(owner.getByTestId('campaign-summary')).toContainText(`${SECOND.code} ${SECOND.name}`);
    const secondCharged = amountOf(await owner.getByTestId('amount-charged').textContent());
    expect(Math.round((charged + secondCharged) * 100)).toBe(Math.round(orderTotal * 100));

    await owner.goto(`/booking/${campaignId}/detail`);
    await owner
      .getByRole('link', { name: 'Fill placements' })
      .or(owner.getByRole('button', { name: 'Fill placements' }))
      .click();
    await expect(owner).toHaveURL(new RegExp(`/booking/${campaignId}/placements`));
    const cards = owner.locator('[data-testid^="placement-"]');
    await expect(cards).toHaveCount(2);
    // axe on the page as it opens and once every field shows its "Saved" line.
    await expectAccessible(owner);
    for (const card of await cards.all()) {
      await fillPlacement(owner, card);
    }
    await expectAccessible(owner);

    await owner.getByRole('link', { name: 'Back to the campaign' }).click();
    await expect(owner).toHaveURL(new RegExp(`/booking/${campaignId}/detail`));
    await owner.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(owner.getByText('Submitted for approval.')).toBeVisible();
    await expect(summary).toContainText('Pending for Approval');
    ownerConsole.expectNone();

    // Staff act for Acme (the company filter in the address) and approve the campaign.
    const { me } = await gql<{ me: { company: { id: string } } }>(owner, 'query { me { company { id } } }');
    const staff = await newPage(browser);
    await signInAndLand(staff, 'staff@demo.test');
    const staffConsole = watchConsole(staff);
    await staff.goto(`/booking/${campaignId}/detail?company=${me.company.id}`);
    const staffSummary = staff.getByTestId('campaign-summary');
    await expect(staffSummary).toContainText('Pending for Approval');
    await expect(staffSummary).toContainText('Acme Fashion');
    await staff.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByText('Campaign approved.')).toBeVisible();
    await expect(staffSummary).toContainText('Approved');
    staffConsole.expectNone();
    await staff.context().close();

    // The owner sees the approval and the history: purchased, submitted, approved.
    await owner.reload();
    await expect(summary).toContainText('Approved');
    const history = owner.getByTestId('campaign-history');
    await expect(history).toContainText('Purchased');
    await expect(history).toContainText('Pending for Approval');
    await expect(history).toContainText('Approved');
    ownerConsole.expectNone();
    await owner.context().close();
  });
});
