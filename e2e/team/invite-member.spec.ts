import { expect, type Page, test } from '@playwright/test';
import { signUpNewCompany } from '../signup/sign-up-flow';
import { signInAndLand } from '../support/auth';
import { outboxFor } from '../support/outbox';

const PASSWORD = 'Str0ng!Passw0rd';

/** The path of the newest invitation link e-mailed to `email`. */
async function invitationPath(_page: Page, email: string): Promise<string> {
  const emails = await outboxFor(email);
  const path = /\/auth\/invitation\/[A-Za-z0-9_-]+/.exec(emails[0]?.text ?? '')?.[0];
  if (!path) throw new Error(`no invitation link in the outbox for ${email}`);
  return path;
}

test.describe('team', () => {
  test('the owner invites a member, who joins from the e-mailed link; the owner sees them and is notified', async ({
    page,
    browser,
  }) => {
    const email = `e2e-${Date.now()}@example.test`;
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/user');
    await expect(page.getByRole('heading', { name: 'Team members' })).toBeVisible();

    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Member', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: /Invitations sent/ }).click();
    await expect(page.getByTestId(`invitation-${email}`)).toContainText('Pending');

    // The invitee opens the link in a browser of their own, signed out.
    const inviteeContext = await browser.newContext();
    const invitee = await inviteeContext.newPage();
    await invitee.goto(await invitationPath(page, email));
    await expect(invitee.getByText('You are invited to join Acme Fashion as Member.')).toBeVisible();
    await invitee.getByRole('textbox', { name: 'Full name' }).fill('Erin Tester');
    await invitee.getByLabel('Choose a password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Accept and join' }).click();
    await expect(invitee).toHaveURL(/\/sponsor/);
    await expect(invitee).toHaveTitle('Marketing by Acme Fashion');
    await inviteeContext.close();

    // The owner finds them among the users and gets a notification in the bell (opened by a click, 0140).
    await page.goto('/user');
    await expect(page.getByTestId(`team-user-${email}`)).toContainText('Erin Tester');
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    await expect(page.getByText('Erin Tester joined Acme Fashion as Member')).toBeVisible();
    await page.getByText('Erin Tester joined Acme Fashion as Member').click();
    await expect(page).toHaveURL(/\/user$/);
  });

  test('a used invitation link says so', async ({ page, browser }) => {
    const email = `e2e-used-${Date.now()}@example.test`;
    await signInAndLand(page, 'admin@demo.test');
    await page.goto('/user');
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`  ${email}  `);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    const path = await invitationPath(page, email);

    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(path);
    await invitee.getByRole('textbox', { name: 'Full name' }).fill('Used Once');
    await invitee.getByLabel('Choose a password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Accept and join' }).click();
    await expect(invitee).toHaveURL(/\/sponsor/);
    await invitee.goto(path);
    await expect(invitee.getByRole('alert')).toHaveText('This invitation has already been used.');
    await context.close();
  });

  test('an admin revokes a pending invitation after confirming; its link is refused (issue 12)', async ({
    page,
    browser,
  }) => {
    const email = `e2e-revoked-${Date.now()}@example.test`;
    await signInAndLand(page, 'admin@demo.test');
    await page.goto('/user');
    await page.getByRole('button', { name: 'Add member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    const path = await invitationPath(page, email);

    await page.getByRole('tab', { name: /Invitations sent/ }).click();
    const row = page.getByTestId(`invitation-${email}`);
    await row.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke invitation?' });
    await expect(confirm).toContainText(`The invitation link sent to ${email} will stop working.`);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Invitation to ${email} revoked.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(path);
    await expect(invitee.getByRole('button', { name: 'Accept and join' })).toHaveCount(0);
    await expect(invitee.getByText('This invitation link is not valid.')).toBeVisible();
    await context.close();
  });

  test('an invitee already signed in as the invited account joins with one click, typing no password', async ({
    page,
    browser,
  }) => {
    const invitee = await signUpNewCompany(page, 'invitee');

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signInAndLand(owner, 'owner@demo.test');
    await owner.goto('/user');
    await owner.getByRole('button', { name: 'Add member' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a team member' });
    // The least privileged role comes first, even for an owner (issue 12).
    await expect(dialog.getByRole('textbox', { name: 'Role' })).toHaveValue('Viewer');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    await ownerContext.close();

    await page.goto(await invitationPath(page, invitee.email));
    await expect(page.getByText(`You are signed in as ${invitee.email}.`)).toBeVisible();
    await expect(page.getByLabel(/password/i)).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept and join' }).click();
    await expect(page).toHaveURL(/\/sponsor/);
    await expect(page).toHaveTitle('Marketing by Acme Fashion');
  });

  test('the quick-start guide opens on #get-started and closes by dropping the hash', async ({ page }) => {
    await signInAndLand(page, 'owner@demo.test');
    await page.goto('/sponsor#get-started');
    const guide = page.getByRole('dialog', { name: 'Get started' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Add the brands you manage' })).toBeVisible();
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');

    // Its entry point (issue 12: there was none): the sidebar opens it over the page the user is on.
    await page.goto('/billing/credits');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Quick-start guide' })
      .click();
    await expect(guide).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/billing/credits');
    expect(new URL(page.url()).hash).toBe('#get-started');
  });
});
