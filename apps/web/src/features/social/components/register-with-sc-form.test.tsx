import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { RegisterWithScForm } from './register-with-sc-form';

const detail = { email: 'nova@sc.test', fullName: 'Nova Trading' };
const base = {
  AuthProviderCatalog: {
    authProviderCatalog: { id: '1', code: 'SG', name: 'Singapore', currencyCode: 'SGD' },
  },
  WalletCurrencies: {
    currencies: [
      { id: '1', code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', canWalletUse: true },
      { id: '2', code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', canWalletUse: true },
    ],
  },
};
const notLinked = {
  SocialAuth: {
    socialAuth: {
      ok: false,
      isNotLinked: true,
      errors: [{ field: 'accessToken', messages: ['social:error.notLinked'] }],
      socialUserDetail: detail,
    },
  },
};

describe('RegisterWithScForm', () => {
  it('signs in a linked account at once', async () => {
    const onDone = vi.fn();
    const { client, calls } = mockClient({
      ...base,
      SocialAuth: { socialAuth: { ok: true, isNotLinked: false, errors: [], socialUserDetail: detail } },
    });
    render(<RegisterWithScForm accessToken="tok" provider="sc_sg" onDone={onDone} />, { client });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.filter((call) => call.name === 'SocialAuth')).toEqual([
      { name: 'SocialAuth', variables: { provider: 'sc_sg', accessToken: 'tok' } },
    ]);
  });

  it("asks a new account for the wallet currency, preselecting the marketplace's, and signs up", async () => {
    const onDone = vi.fn();
    const { client, calls } = mockClient({
      ...base,
      ...notLinked,
      SocialSignUp: { socialSignUp: { ok: true, errors: [], socialUserDetail: detail } },
    });
    render(<RegisterWithScForm accessToken="tok" provider="sc_sg" onDone={onDone} />, { client });
    expect(await screen.findByText('You are signing up as Nova Trading (nova@sc.test).')).toBeTruthy();
    const select = screen.getByRole('textbox', { name: /Wallet currency/ }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('SGD · Singapore Dollar'));
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.name === 'SocialSignUp')?.variables).toEqual({
      accessToken: 'tok',
      provider: 'sc_sg',
      walletCurrencyCode: 'SGD',
    });
  });

  it('requires a wallet currency before calling the server', async () => {
    const { client, calls } = mockClient({
      ...base,
      AuthProviderCatalog: { authProviderCatalog: null },
      ...notLinked,
    });
    render(<RegisterWithScForm accessToken="tok" provider="google" onDone={vi.fn()} />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Choose a wallet currency.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'SocialSignUp')).toBe(false);
  });

  it('shows the server refusal in the red banner', async () => {
    const { client } = mockClient({
      ...base,
      ...notLinked,
      SocialSignUp: {
        socialSignUp: {
          ok: false,
          errors: [{ field: null, messages: ['social:error.emailTaken'] }],
          socialUserDetail: detail,
        },
      },
    });
    render(<RegisterWithScForm accessToken="tok" provider="sc_sg" onDone={vi.fn()} />, { client });
    await screen.findByText(/You are signing up as/);
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Wallet currency/ }) as HTMLInputElement).value).not.toBe(
        '',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A user with this e-mail already exists',
    );
  });

  it('explains an expired or foreign hand-off', async () => {
    const { client } = mockClient({
      ...base,
      SocialAuth: {
        socialAuth: {
          ok: false,
          isNotLinked: false,
          errors: [{ field: 'accessToken', messages: ['social:error.expiredToken'] }],
          socialUserDetail: null,
        },
      },
    });
    render(<RegisterWithScForm accessToken="tok" provider="sc_sg" onDone={vi.fn()} />, { client });
    expect((await screen.findByRole('alert')).textContent).toContain('This sign-up link has expired');
  });
});
