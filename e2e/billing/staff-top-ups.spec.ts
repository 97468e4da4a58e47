import { expect, type Page, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

/** GraphQL through the signed-in page's cookies, with the CSRF header and, for staff, the acting company. */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown>, companyId: string) {
  const csrf = (await (await page.request.get('/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': csrf.csrfToken, 'Content-Type': 'application/json', 'X-Company-Id': companyId },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

test.describe('billing: staff settle top-up requests', () => {
  test('staff mark a wire transfer paid from the pending list, then refund what is left of it', async ({
    page,
  }) => {
    await signInAndLand(page, 'staff@demo.test');
    await page.goto('/staff/wallet');
    const filter = page.getByTestId('company-filter');
    await filter.click();
    await filter.fill('Bolt');
    await page.getByRole('option', { name: /Bolt Apparel/ }).click();
    await expect(page.getByText('Company: Bolt Apparel')).toBeVisible();
    const companyId = new URL(page.url()).searchParams.get('company');
    expect(companyId).toBeTruthy();

    // A wire transfer request of Bolt Apparel, with an amount no other journey uses.
    const amount = 150 + (Date.now() % 50);
    const created = await gql<{ createTopUpRequest: { ok: boolean; topUp: { id: string; status: string } } }>(
      page,
      'mutation($amount: Decimal!, $key: String!) { createTopUpRequest(amount: $amount, type: WIRE_TRANSFER, idempotencyKey: $key) { ok topUp { id status } } }',
      { amount: String(amount), key: `e2e-wire-${Date.now()}` },
      companyId!,
    );
    expect(created.createTopUpRequest.topUp.status).toBe('PENDING');
    const id = created.createTopUpRequest.topUp.id;

    await page.reload();
    const pending = page.getByTestId('pending-top-ups');
    await expect(pending.getByRole('heading', { name: 'Pending top-up requests' })).toBeVisible();
    const row = pending.getByTestId('pending-top-up-row').filter({
      has: page.getByRole('button', { name: `Mark request ${id} paid` }),
    });
    await expect(row).toContainText('Bolt Apparel');
    await expect(row).toContainText('Wire transfer');
    await expect(row).toContainText(`${amount}.00`);

    await row.getByRole('button', { name: `Mark request ${id} paid` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as paid' });
    await expect(dialog).toContainText('Bolt Apparel');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog).toBeHidden();
    await expect(pending.getByRole('status')).toContainText('Request of Bolt Apparel');
    await expect(pending.getByRole('button', { name: `Mark request ${id} paid` })).toHaveCount(0);

    // The paid wire transfer is now a paid credit of Bolt: refund it (newest first).
    const refunds = page.getByTestId('refund-credits');
    const credit = refunds
      .getByTestId('refundable-credit-row')
      .filter({ hasText: 'Wire transfer' })
      .filter({ hasText: String(amount) })
      .first();
    await expect(credit).toBeVisible();
    await credit.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund credit' });
    await expect(refund.getByRole('button', { name: 'Refund' })).toBeDisabled();
    await refund.getByLabel('Reason').fill('e2e: customer asked for the money back');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund).toBeHidden();
    await expect(refunds.getByRole('status')).toContainText(/Refunded MYR\s[\d,]+\.\d{2} from the wallet/);
    await expect(refunds.getByRole('status')).toContainText(/credit note \S+-CN-\d{4}-\d{6}/);
  });
});
