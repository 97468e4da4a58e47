import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { PasswordSetupPage } from './password-setup-page';
import { ResetConfirmPage } from './reset-confirm-page';
import { ResetRequestForm } from './reset-request-form';

const STRONG = 'N3w!Password-2024';

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('ResetRequestForm', () => {
  it('refuses a malformed e-mail without calling the server', async () => {
    const { client, calls } = mockClient({});
    render(<ResetRequestForm />, { client });
    fill(/E-mail/, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'ResetPassword')).toBe(false);
  });

  it('says the same thing whatever the server knows, naming the e-mail', async () => {
    const { client, calls } = mockClient({ ResetPassword: { resetPassword: { ok: true, errors: [] } } });
    render(<ResetRequestForm />, { client });
    fill(/E-mail/, ' someone@example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account exists for someone@example.test, we have sent it a link',
    );
    expect(calls.find((call) => call.name === 'ResetPassword')?.variables).toEqual({
      email: 'someone@example.test',
    });
  });

  it('shows a rate-limit refusal in the red banner', async () => {
    const { client } = mockClient({
      ResetPassword: {
        resetPassword: {
          ok: false,
          errors: [{ field: null, messages: ['Too many requests. Try again later.'] }],
        },
      },
    });
    render(<ResetRequestForm />, { client });
    fill(/E-mail/, 'someone@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
  });
});

describe('ResetConfirmPage', () => {
  it('needs a policy-compliant password and an equal confirmation', async () => {
    const { client, calls } = mockClient({});
    render(<ResetConfirmPage userId="5" token="abc" />, { client });
    fill(/^New password/, 'weak');
    fill(/Confirm the new password/, 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The password does not meet the policy below.')).toBeTruthy();
    fill(/^New password/, STRONG);
    fill(/Confirm the new password/, `${STRONG}x`);
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'ResetPasswordConfirm')).toBe(false);
  });

  it("sends the link's user and token and then offers to sign in", async () => {
    const { client, calls } = mockClient({
      ResetPasswordConfirm: { resetPasswordConfirm: { ok: true, errors: [] } },
    });
    render(<ResetConfirmPage userId="5" token="abc" />, { client });
    fill(/^New password/, STRONG);
    fill(/Confirm the new password/, STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been changed');
    expect(calls.find((call) => call.name === 'ResetPasswordConfirm')?.variables).toEqual({
      userId: '5',
      token: 'abc',
      password: STRONG,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth'));
  });

  it('explains a dead link and links to a new request', async () => {
    const { client } = mockClient({
      ResetPasswordConfirm: {
        resetPasswordConfirm: {
          ok: false,
          errors: [{ field: 'token', messages: ['passwords:error.invalidLink'] }],
        },
      },
    });
    render(<ResetConfirmPage userId="5" token="used" />, { client });
    fill(/^New password/, STRONG);
    fill(/Confirm the new password/, STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link is invalid, has expired or was already used.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/auth/reset');
  });
});

describe('PasswordSetupPage', () => {
  it('sets the first password with the token of the link', async () => {
    const { client, calls } = mockClient({ SetupPassword: { setupPassword: { ok: true, errors: [] } } });
    render(<PasswordSetupPage token="tok" />, { client });
    fill(/^New password/, STRONG);
    fill(/Confirm the new password/, STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password is set');
    expect(calls.find((call) => call.name === 'SetupPassword')?.variables).toEqual({
      token: 'tok',
      password: STRONG,
    });
  });
});
