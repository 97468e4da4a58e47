import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

const tiles = (page: Page) => page.getByTestId('card-tile');

async function addCard(page: Page, number: string) {
  await page.getByTestId('add-card-tile').click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByLabel('Name on card').fill('E2E Owner');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Card added.' })).toBeVisible();
}

async function cardMenu(page: Page, card: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${card}` }).click();
  // Another card's menu may still be in the page (fading out): take the item from this card's menu,
  // which is named after the card's brand.
  const menu = page.getByRole('menu', { name: `Actions for ${card.split(' ')[0]}` });
  await menu.getByRole('menuitem', { name: item }).click();
}

async function removeCard(page: Page, card: string) {
  await cardMenu(page, card, 'Remove');
  const dialog = page.getByRole('dialog', { name: 'Remove card' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Actions for ${card}` })).toHaveCount(0);
}

test.describe('billing: payment methods', () => {
  test('the owner adds a card, makes it the default and turns auto top-up on', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/billing/method');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment cards' })).toBeVisible();
    await expect(page.getByTestId('add-card-tile')).toBeVisible();
    // The demo company starts with its saved default card, the sandbox's Visa 4242.
    const before = await tiles(page).count();
    expect(before).toBeGreaterThanOrEqual(1);
    await expect(tiles(page).first()).toContainText('•••• 4242');
    await expect(tiles(page).first()).toContainText('Default');

    // A bad number never leaves the browser.
    await page.getByTestId('add-card-tile').click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog.getByText('Enter a valid card number.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A second card comes last, not default; then it is made the default.
    await addCard(page, '5555 5555 5555 4444');
    await expect(tiles(page)).toHaveCount(before + 1);
    await expect(tiles(page).last()).toContainText('•••• 4444');
    await expect(tiles(page).last()).not.toContainText('Default');

    await cardMenu(page, 'Mastercard •••• 4444', 'Make default');
    await expect(page.getByRole('status').filter({ hasText: 'Default card changed.' })).toBeVisible();
    await expect(tiles(page).first()).toContainText('•••• 4444');
    await expect(tiles(page).first()).toContainText('Default');

    // Auto top-up: the toggle opens the dialog; saving needs the terms box.
    const panel = page.getByTestId('auto-top-up-panel');
    await expect(panel).toBeVisible();
    await panel.getByRole('switch', { name: 'Auto top-up' }).click({ force: true }); // Mantine's track covers the input
    const settings = page.getByRole('dialog', { name: 'Auto top-up settings' });
    await settings.getByLabel('Threshold').fill('20');
    await settings.getByLabel('Top-up amount').fill('10');
    const save = settings.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await settings.getByRole('checkbox').check();
    await save.click();
    await expect(settings.getByText(/The amount must be at least/)).toBeVisible();
    await settings.getByLabel('Top-up amount').fill('150');
    await save.click();
    await expect(settings).toBeHidden();
    await expect(panel.getByRole('status')).toHaveText('Auto top-up settings saved.');

    await page.reload();
    await expect(tiles(page).first()).toContainText('•••• 4444');
    await expect(panel.getByRole('switch', { name: 'Auto top-up' })).toBeChecked();
    await expect(panel.getByTestId('auto-top-up-threshold')).toContainText('20.00');
    await expect(panel.getByTestId('auto-top-up-amount')).toContainText('150.00');

    // Restore the shared demo data: auto top-up off, the cards this journey added removed.
    await panel.getByRole('switch', { name: 'Auto top-up' }).click({ force: true }); // Mantine's track covers the input
    await expect(panel.getByRole('status')).toHaveText('Auto top-up turned off.');
    await expect(panel.getByRole('switch', { name: 'Auto top-up' })).not.toBeChecked();
    await cardMenu(page, 'Visa •••• 4242', 'Make default');
    await expect(tiles(page).first()).toContainText('•••• 4242');
    await removeCard(page, 'Mastercard •••• 4444');
    await page.reload();
    await expect(page.getByTestId('add-card-tile')).toBeVisible();
    await expect(tiles(page)).toHaveCount(before);
    await expect(tiles(page).first()).toContainText('•••• 4242');
  });
});
