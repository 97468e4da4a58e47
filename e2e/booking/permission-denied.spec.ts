import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';
import { gql, watchConsole } from './booking-support';

/**
 * Decision 0240 "Access": only staff and companies staff have approved may book. Orchid Trading is a demo
 * company staff have not approved (every fifth extra company) and has brands, so its owner passes the brand
 * gate and meets the booking guard; no other journey signs in as it.
 */
test.describe('booking: access', () => {
  test('the owner of a company staff have not approved sees Permission denied on every booking page', async ({
    page,
  }) => {
    await signInAndLand(page, 'owner+orchid-trading@demo.test');
    const console = watchConsole(page);

    await page.goto('/booking');
    await expect(page.getByText('Permission denied')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book packages' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Book packages' })).toHaveCount(0);

    await page.goto('/booking/packages');
    await expect(page.getByText('Permission denied')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select' })).toHaveCount(0);

    await page.goto('/booking/cart');
    await expect(page.getByText('Permission denied')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);

    // The staff calendar is not theirs either.
    await page.goto('/booking-calendar');
    await expect(page.getByText('Permission denied')).toBeVisible();
    console.expectNone();
  });

  test('nobrand@demo.test (Empty Co: not approved, no brand) meets the brand gate first and the server refuses it', async ({
    page,
  }) => {
    await signInAndLand(page, 'nobrand@demo.test');
    const console = watchConsole(page);
    // Spec 1 §2: a company without brands adds one before anything else; the booking pages are no exception.
    await page.goto('/booking/packages');
    await expect(
      page.getByText('You have no brand. Please add brands that you manage to continue.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select' })).toHaveCount(0);
    console.expectNone();

    // Behind the gate the booking calls answer the guard's message, whatever the screen shows.
    await expect(gql(page, 'query { allPackages { totalCount } }')).rejects.toThrow(
      /common:permissionDenied|Permission denied/,
    );
  });
});
