import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { SignInForm } from './sign-in-form';

const refused = { ok: false, otpRequired: false, isFirstLogin: false, errors: [] };

/** The server asks for a code, then finds the password wrong once the code is given. */
const challengeThenWrongPassword = (variables: Record<string, unknown>) =>
  variables.otpCode
    ? { signIn: { ...refused, errors: [{ field: null, messages: ['auth:error.invalidCredentials'] }] } }
    : {
        signIn: {
          ...refused,
          otpRequired: true,
          errors: [{ field: 'otpCode', messages: ['auth:error.otpChallenge'] }],
        },
      };

describe('SignInForm', () => {
  it('refuses a malformed e-mail without calling the server', async () => {
    const { client, calls } = mockClient({});
    render(<SignInForm onSignedIn={vi.fn()} />, { client });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'SignIn')).toBe(false);
  });

  it('asks for the e-mailed code when the server answers otpRequired', async () => {
    const { client, calls } = mockClient({
      SignIn: {
        signIn: {
          ...refused,
          otpRequired: true,
          errors: [{ field: 'otpCode', messages: ['auth:error.otpRequired'] }],
        },
      },
      GenerateOtp: { generateOtp: { ok: true, errors: [] } },
    });
    render(<SignInForm onSignedIn={vi.fn()} />, { client });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'otp@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'Demo!Passw0rd1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter the 6-digit code we sent to your e-mail')).toBeTruthy();
    expect(screen.getByLabelText(/Code/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(calls.find((call) => call.name === 'GenerateOtp')?.variables).toEqual({ email: 'otp@demo.test' });
  });

  it('says why a code is asked when the account had many failed sign-ins', async () => {
    const { client } = mockClient({
      SignIn: {
        signIn: {
          ...refused,
          otpRequired: true,
          errors: [{ field: 'otpCode', messages: ['auth:error.otpChallenge'] }],
        },
      },
      GenerateOtp: { generateOtp: { ok: true, errors: [] } },
    });
    render(<SignInForm onSignedIn={vi.fn()} />, { client });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'Demo!Passw0rd1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/There were many failed sign-ins to this account/)).toBeTruthy();
    expect(screen.getByLabelText(/Code/)).toBeTruthy();
  });

  it('goes back to the credentials when the code was right but the password wrong', async () => {
    const { client } = mockClient({
      SignIn: challengeThenWrongPassword,
      GenerateOtp: { generateOtp: { ok: true, errors: [] } },
    });
    render(<SignInForm onSignedIn={vi.fn()} />, { client });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'Wrong!Passw0rd1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText(/Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid e-mail or password.');
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
  });

  it('shows the server messages translated in a red banner', async () => {
    const { client } = mockClient({
      SignIn: {
        signIn: { ...refused, errors: [{ field: null, messages: ['auth:error.invalidCredentials'] }] },
      },
    });
    render(<SignInForm onSignedIn={vi.fn()} />, { client });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid e-mail or password.');
    expect(alert.textContent).not.toContain('auth:');
  });

  it('reports success to the page', async () => {
    const onSignedIn = vi.fn();
    const { client } = mockClient({ SignIn: { signIn: { ...refused, ok: true } } });
    render(<SignInForm onSignedIn={onSignedIn} />, { client });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'owner@demo.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'Demo!Passw0rd1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });
});
