import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { PasswordForm } from './password-form';

const good = 'Fresh!Passw0rd42';

describe('PasswordForm', () => {
  it('asks for the current password only when the user has one', () => {
    const { unmount } = render(<PasswordForm hasUsablePassword isImpersonating={false} />);
    expect(screen.queryByLabelText(/Current password/)).toBeTruthy();
    unmount();
    render(<PasswordForm hasUsablePassword={false} isImpersonating={false} />);
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });

  it('shows the policy live: met items turn green', async () => {
    render(<PasswordForm hasUsablePassword isImpersonating={false} />);
    const item = () => screen.getByText('One uppercase letter').closest('li')!;
    expect(item().getAttribute('data-met')).toBe('false');
    await userEvent.type(screen.getByLabelText(/^New password/), 'A');
    expect(item().getAttribute('data-met')).toBe('true');
  });

  it('refuses a weak password and a different confirmation without calling the server', async () => {
    const { client, calls } = mockClient({});
    render(<PasswordForm hasUsablePassword isImpersonating={false} />, { client });
    await userEvent.type(screen.getByLabelText(/Current password/), 'Demo!Passw0rd1');
    await userEvent.type(screen.getByLabelText(/^New password/), 'weak');
    await userEvent.type(screen.getByLabelText(/Confirm new password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password does not meet the requirements below.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the change and clears the form', async () => {
    const { client, calls } = mockClient({ ChangePassword: { changePassword: { ok: true, errors: [] } } });
    render(<PasswordForm hasUsablePassword isImpersonating={false} />, { client });
    await userEvent.type(screen.getByLabelText(/Current password/), 'Demo!Passw0rd1');
    await userEvent.type(screen.getByLabelText(/^New password/), good);
    await userEvent.type(screen.getByLabelText(/Confirm new password/), good);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'ChangePassword')?.variables).toEqual({
        currentPassword: 'Demo!Passw0rd1',
        password: good,
        cfPassword: good,
      }),
    );
    await waitFor(() => expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe(''));
  });

  it('shows a wrong current password from the server', async () => {
    const { client } = mockClient({
      ChangePassword: {
        changePassword: {
          ok: false,
          errors: [{ field: 'currentPassword', messages: ['profile:error.wrongCurrentPassword'] }],
        },
      },
    });
    render(<PasswordForm hasUsablePassword isImpersonating={false} />, { client });
    await userEvent.type(screen.getByLabelText(/Current password/), 'Wrong!Passw0rd1');
    await userEvent.type(screen.getByLabelText(/^New password/), good);
    await userEvent.type(screen.getByLabelText(/Confirm new password/), good);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The current password is wrong.');
  });

  it('refuses outright while impersonating', () => {
    render(<PasswordForm hasUsablePassword isImpersonating />);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByText(/cannot be changed while impersonating/)).toBeTruthy();
  });
});
