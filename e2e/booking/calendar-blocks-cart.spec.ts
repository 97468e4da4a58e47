import { expect, type Locator, type Page, test } from '@playwright/test';
import { dayIn, written } from '../mpa/mpa-support';
import { signInAndLand } from '../support/auth';
import { newPage, walletCredit, watchConsole } from './booking-support';

/**
 * Issue 16's third journey (decision 0240 "Calendar"): a week staff reserve in the calendar is not for sale.
 * Its own package and placement: CAT-TOP-MY (demo offer) and its Malaysia Kids "Category carousel tile", which
 * no other journey books. Malaysia's weeks start on Monday and need 14 days of lead time.
 */
const PKG = { code: 'CAT-TOP-MY', name: 'Malaysia category top banners' };
const PLACEMENT = 'Category carousel tile';
const ZONE = 'Asia/Kuala_Lumpur';

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The earliest bookable Monday in Malaysia: today + 14 days, then the next Monday on or after. */
function earliestMonday(): string {
  let day = dayIn(ZONE, 14);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
  return day;
}

/** Selects the package on /booking/packages (its confirmation too) and opens the cart. */
async function addPackageAndOpenCart(page: Page) {
  await page.goto('/booking/packages');
  const card = page.locator('[data-testid^="package-"]').filter({
    has: page.getByRole('heading', { name: PKG.name, level: 3 }),
  });
  await card.getByRole('button', { name: 'Select' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to cart' });
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await expect(page).toHaveURL(/\/booking\/cart/);
}

/** A day's button in an open Mantine date picker ("7 December 2026"). */
function pickerDay(picker: Locator, day: string): Locator {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en', {
    month: 'long',
    timeZone: 'UTC',
  });
  return picker.getByRole('button', { name: `${date} ${monthName} ${year}`, exact: true });
}

const startField = (page: Page) => page.getByRole('button', { name: /^Start date/ });

async function pickSelectOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('booking: staff reservations block the cart', () => {
  test('a week staff reserve in the calendar is refused at checkout and skipped by the cart; staff release it', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const week = earliestMonday();
    const reason = `E2E hold ${Date.now().toString(36)}`;

    // The owner puts the package in the cart while the week is still free: it starts on the earliest week.
    const owner = await newPage(browser);
    await signInAndLand(owner, 'owner@demo.test');
    const ownerConsole = watchConsole(owner);
    const creditBefore = await walletCredit(owner);
    await addPackageAndOpenCart(owner);
    await expect(startField(owner)).toHaveText(written(week));

    // Staff reserve that week of the Kids carousel tile: a day in the middle of it reserves the whole week.
    const staff = await newPage(browser);
    await signInAndLand(staff, 'staff@demo.test');
    const staffConsole = watchConsole(staff);
    await staff.goto('/booking-calendar');
    await expect(staff.getByRole('heading', { name: 'Booking calendar', level: 1 })).toBeVisible();
    await pickSelectOption(staff, 'Venture', /\(ZMY\)$/);
    await pickSelectOption(staff, 'Segment', 'Kids');
    await pickSelectOption(staff, 'Placement', PLACEMENT);
    const clicked = addDays(week, 2).slice(0, 7) === week.slice(0, 7) ? addDays(week, 2) : week;
    const day = staff.locator(`[data-testid="calendar-day"][data-day="${clicked}"]`);
    // Forward month by month (the calendar opens on this month) until the week's month shows.
    const firstDay = staff.locator('[data-testid="calendar-day"]').first();
    for (let step = 0; step < 3; step += 1) {
      const shown = (await firstDay.getAttribute('data-day'))!;
      if (shown.slice(0, 7) === clicked.slice(0, 7)) break;
      await staff.getByRole('button', { name: 'Next month' }).click();
      await expect(firstDay).not.toHaveAttribute('data-day', shown);
    }
    await day.getByRole('button', { name: `Reserve the week of ${written(clicked)}` }).click();
    const reserve = staff.getByRole('dialog', { name: 'Reserve a week' });
    await expect(reserve).toContainText(`from ${written(week)} to ${written(addDays(week, 6))}`);
    await reserve.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await reserve.getByRole('button', { name: 'Reserve' }).click();
    await expect(
      staff.getByText(`${PLACEMENT} is reserved from ${written(week)} to ${written(addDays(week, 6))}.`),
    ).toBeVisible();
    await expect(reserve).toBeHidden();
    const bar = staff.getByRole('button', { name: `Reservation on ${PLACEMENT}: ${reason}` }).first();
    await expect(bar).toBeVisible();

    // Checkout refuses the reserved week: the message names it, the cart stays, nothing is charged.
    await owner.getByRole('radio', { name: 'Paid credit' }).check();
    await owner.getByRole('button', { name: 'Place order' }).click();
    await expect(
      owner.getByText(new RegExp(`Placement ${PLACEMENT} in .+ is no longer available from`)),
    ).toBeVisible();
    await expect(owner).toHaveURL(/\/booking\/cart/);
    await expect(owner.getByText(PKG.code).first()).toBeVisible();
    expect(await walletCredit(owner)).toEqual(creditBefore);

    // Selected again, the package's default start skips the reserved week, which cannot be picked.
    await owner.goto('/booking/cart');
    await owner.getByRole('button', { name: 'Reset cart' }).click();
    await owner
      .getByRole('dialog', { name: 'Reset the cart' })
      .getByRole('button', { name: 'Reset cart' })
      .click();
    await expect(owner.getByText('Your cart is empty')).toBeVisible();
    await addPackageAndOpenCart(owner);
    await expect(startField(owner)).toHaveText(written(addDays(week, 7)));
    await startField(owner).click();
    const picker = owner
      .locator('.mantine-Popover-dropdown')
      .filter({ has: owner.locator('table') })
      .last();
    await expect(picker).toBeVisible();
    // The picker opens on the chosen start (the week after): a free week start is offered, the reserved one not.
    await expect(pickerDay(picker, addDays(week, 7))).toBeEnabled();
    const reservedDay = pickerDay(picker, week);
    if (!(await reservedDay.isVisible())) await picker.locator('button[data-direction="previous"]').click();
    await expect(reservedDay).toBeDisabled();
    await owner.keyboard.press('Escape');
    ownerConsole.expectNone();
    await owner.context().close();

    // Clean-up through the calendar: staff release the reservation; the week is free again.
    await bar.click();
    const details = staff.getByRole('dialog', { name: 'Booking' });
    await expect(details).toContainText(reason);
    await details.getByRole('button', { name: 'Release' }).click();
    await details.getByRole('button', { name: 'Yes, release' }).click();
    await expect(
      staff.getByText(`${PLACEMENT} is free again from ${written(week)} to ${written(addDays(week, 6))}.`),
    ).toBeVisible();
    await expect(staff.getByRole('button', { name: `Reservation on ${PLACEMENT}: ${reason}` })).toHaveCount(
      0,
    );
    staffConsole.expectNone();
    await staff.context().close();
  });
});
