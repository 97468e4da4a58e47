import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

const shots = process.env.W2_SHOTS_DIR;

test('the advanced wizard opens content only once setup is complete and keeps the forecast slot honest', async ({
  page,
}) => {
  await signInAndLand(page, 'owner@demo.test');
  const csrf = (await (await page.request.get('/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': csrf.csrfToken, 'Content-Type': 'application/json' },
    data: { query: 'query { me { company { brands { id } } } }' },
  });
  const brandId = ((await response.json()) as { data: { me: { company: { brands: { id: string }[] } } } })
    .data.me.company.brands[0]!.id;

  await page.goto(`/sponsor-v2?brandId=${brandId}`);
  await expect(page.getByRole('button', { name: 'Campaign details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('Campaign name').fill(`E2E advanced ${Date.now()}`);
  await page.getByRole('radio', { name: 'Product ads' }).check();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  if (shots) await page.screenshot({ path: `${shots}/10-advanced-setup.png`, fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  // The forecast comes from the recorded traffic (decision 0216): figures, or a note saying why there are none;
  // never the call's error.
  const forecast = page.getByTestId('forecast-panel');
  await expect(
    forecast.getByText(/^Impressions$|No traffic or similar ads are recorded|Choose the country/).first(),
  ).toBeVisible({ timeout: 10_000 });
  await expect(forecast).not.toContainText('error loading preview');
  if (shots) await page.screenshot({ path: `${shots}/11-advanced-content.png`, fullPage: true });
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/sponsor(\?|$)/);
});
