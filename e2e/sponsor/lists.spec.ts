import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

/** A campaign row of the list (the name cell is the first one). */
function row(page: Page, name: string) {
  return page.getByTestId('sponsor-row').filter({ has: page.getByText(name, { exact: true }) });
}

test.describe('sponsored campaign lists', () => {
  test('owner searches, filters, toggles, duplicates, edits the budget of and removes a campaign, each in the activity log', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/sponsor?date=lifetime');
    await expect(page.getByRole('heading', { name: 'Sponsored Ads' })).toBeVisible();
    await expect(row(page, 'Lumen & Loom Dresses')).toBeVisible();

    // Name search (debounced) and the status filter, both kept in the address.
    await page.getByLabel('Search campaign name').fill('Lumen');
    await expect(page).toHaveURL(/name=Lumen/);
    await expect(row(page, 'Lumen & Loom Dresses')).toBeVisible();
    await expect(row(page, 'Northwind Indonesia Launch')).toHaveCount(0);
    await page.getByLabel('Search campaign name').fill('');
    await expect(page).not.toHaveURL(/name=/);
    await expect(row(page, 'Northwind Indonesia Launch')).toBeVisible();
    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'Scheduled' }).click();
    await expect(page).toHaveURL(/status=SCHEDULED/);
    await expect(row(page, 'Harbor Lane Autumn Preview')).toBeVisible();
    await expect(row(page, 'Northwind Indonesia Launch')).toHaveCount(0);
    await page.getByTestId('status-filter').click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(page).not.toHaveURL(/status=/);

    // The active toggle of a delivering demo campaign: switched off, then back on (shared demo data).
    const toggle = row(page, 'Northwind Indonesia Launch').getByRole('switch', { name: 'Active' });
    await expect(toggle).toBeEnabled();
    const wasChecked = await toggle.isChecked();
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked({ checked: !wasChecked });
    await toggle.click({ force: true });
    await expect(toggle).toBeChecked({ checked: wasChecked });
    // Both switches are in the campaign's activity log, in words (Running status Started ⇄ Paused).
    await row(page, 'Northwind Indonesia Launch').getByRole('button', { name: 'Campaign actions' }).click();
    await page.getByRole('menuitem', { name: 'Activity log' }).click();
    const toggleLog = page.getByTestId('activity-log');
    const runningRows = toggleLog.getByRole('row').filter({ hasText: 'Running status' });
    await expect(
      runningRows.filter({ has: page.getByText('Paused', { exact: true }) }).first(),
    ).toBeVisible();
    expect(await runningRows.count()).toBeGreaterThanOrEqual(2);
    await expect(runningRows.first().getByText('Update')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/logActivityCampaignId/);

    // Duplicate a demo campaign: the copy is ours to change and remove.
    await row(page, 'Lumen & Loom Dresses').getByRole('button', { name: 'Campaign actions' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page).toHaveURL(/\/sponsor-v2\/\d+/);
    const copyId = /\/sponsor-v2\/(\d+)/.exec(page.url())?.[1] ?? '';
    await page.goto('/sponsor?date=lifetime');
    const copy = page.locator(`[data-row-id="${copyId}"]`);
    await expect(copy).toBeVisible();

    // Budget popover (the copy keeps a total budget): below 1 is refused on blur, 1577 is saved.
    await copy.getByTestId('budget-cell').click();
    const total = page.getByLabel('Total budget');
    await expect(total).toBeVisible();
    await total.fill('0.5');
    await total.blur();
    await expect(page.getByText(/^The budget must be at least SGD\s1\.00$/)).toBeVisible();
    await total.fill('1577');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Campaign budget updated')).toBeVisible();
    await expect(copy.getByTestId('budget-cell')).toContainText('1,577.00');

    // The activity log shows the change.
    await copy.getByRole('button', { name: 'Campaign actions' }).click();
    await page.getByRole('menuitem', { name: 'Activity log' }).click();
    await expect(page).toHaveURL(new RegExp(`logActivityCampaignId=${copyId}`));
    const log = page.getByTestId('activity-log');
    await expect(log).toBeVisible();
    // The duplicate (created rows) and the budget edit (an update of the ad set's total budget).
    await expect(log.getByText('Create').first()).toBeVisible();
    await expect(
      log.getByRole('row').filter({ hasText: 'Lumen & Loom Dresses - COPY' }).first(),
    ).toBeVisible();
    const budgetRow = log
      .getByRole('row')
      .filter({ hasText: 'Total budget' })
      .filter({ hasText: '1,577.00' });
    await expect(budgetRow.first()).toBeVisible();
    await expect(budgetRow.first().getByText('Update')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/logActivityCampaignId/);

    // Remove asks for confirmation with the campaign's name.
    await copy.getByRole('button', { name: 'Campaign actions' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove campaign' });
    await expect(dialog).toContainText('Lumen & Loom Dresses - COPY');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    // The server either keeps a removed campaign (status Removed) or leaves it out of the list.
    await expect(async () => {
      if ((await copy.count()) > 0) await expect(copy.getByText('Removed')).toBeVisible({ timeout: 500 });
    }).toPass();

    // The removal is in the copy's log too (the address opens it even when the list leaves the row out).
    await page.goto(`/sponsor?date=lifetime&logActivityCampaignId=${copyId}`);
    const removedLog = page.getByTestId('activity-log');
    await expect(removedLog).toBeVisible();
    const removal = removedLog.getByRole('row').filter({ has: page.getByText('Removed', { exact: true }) });
    await expect(removal.first()).toBeVisible();
    await expect(removal.first().getByText('Delete')).toBeVisible();
  });

  test('column settings are saved on the server and survive a reload', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/sponsor?date=lifetime');
    // The campaign table's headers (the dashboard's summary tables above have a Clicks column too).
    const campaigns = page.getByTestId('sponsor-table');
    await expect(campaigns.getByRole('columnheader', { name: /Clicks/ })).toBeVisible();
    await page.getByRole('button', { name: 'Column settings' }).click();
    await page.getByTestId('column-setting-clicks').getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: 'Move Impressions up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(campaigns.getByRole('columnheader', { name: /Clicks/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('sponsor-table')).toBeVisible();
    await expect(campaigns.getByRole('columnheader', { name: /Clicks/ })).toHaveCount(0);
    // Put the defaults back for the other journeys of the owner.
    await page.getByRole('button', { name: 'Column settings' }).click();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(campaigns.getByRole('columnheader', { name: /Clicks/ })).toBeVisible();
  });

  test('a row opens the ad-set page of the campaign, with its own filters and a way back', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/sponsor?date=lifetime');
    await page.getByLabel('Search campaign name').fill('Northwind Everyday Essentials');
    await row(page, 'Northwind Everyday Essentials').getByText('Northwind Everyday Essentials').click();
    // The page starts on the list's range (spec 2 §2, its own date), not its default 7 days.
    await expect(page).toHaveURL(/\/sponsor\/adset\/\d+\?.*date=lifetime/);
    await expect(page.getByRole('heading', { name: 'Northwind Everyday Essentials' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ad sets' })).toBeVisible();
    await expect(page.getByTestId('sponsor-row').first()).toBeVisible();
    // Its metric columns sort the campaign's whole list on the server, most first (issue 13).
    const sorted = page.waitForRequest((request) => {
      const body = request.postData() ?? '';
      return ['"operationName":"AdsSets"', '"sortBy":"clicks"', '"direction":"desc"'].every((part) =>
        body.includes(part),
      );
    });
    await page
      .getByRole('columnheader', { name: /Clicks/ })
      .getByRole('button')
      .click();
    await sorted;
    await expect(page.getByRole('columnheader', { name: /Clicks/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.getByRole('link', { name: 'Back to campaigns' }).click();
    // Back to the list as it was left: its range and search.
    await expect(page).toHaveURL(/\/sponsor\?(?=.*date=lifetime)(?=.*name=Northwind)/);
  });

  test("exports the list's campaigns as a CSV, with progress while the file is prepared", async ({
    page,
  }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/sponsor?date=lifetime&name=Northwind');
    await expect(row(page, 'Northwind Indonesia Launch')).toBeVisible();
    const created = page.waitForResponse(
      async (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('createExportRequest'),
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const request = (await (await created).json()) as {
      data: { createExportRequest: { ok: boolean; exportRequest: { id: string } | null } };
    };
    expect(request.data.createExportRequest.ok).toBe(true);
    await expect(page.getByText(/Preparing file/).first()).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile((await file.path()) ?? '')).toString('utf8');
    const [headerLine, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(headerLine).toMatch(/^id,name,status,adType,brand/);
    // The list's filters travel with the export: Northwind's product campaigns, nobody else's.
    expect(csv).toContain('Northwind Indonesia Launch');
    expect(csv).not.toContain('Lumen & Loom Dresses');
    expect(lines.length).toBeGreaterThan(0);
    await expect(page.getByText(/Preparing file/)).toHaveCount(0);
  });

  test('a viewer sees Launch Campaign disabled', async ({ page }) => {
    await signInAndLand(page, 'viewer@demo.test');
    const launch = page.getByRole('button', { name: 'Launch Campaign' });
    await expect(launch).toBeDisabled();
    await page.getByTestId('launch-campaign').hover();
    await expect(page.getByText('You are not allowed to launch campaigns.')).toBeVisible();
  });
});
