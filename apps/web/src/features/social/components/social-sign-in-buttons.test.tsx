import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { SocialSignInButtons } from './social-sign-in-buttons';

const backend = (provider: string, name: string, catalogName: string | null) => ({
  id: provider,
  name,
  provider,
  authUrl: `/v1/auth/start/${provider}`,
  iconUrl: null,
  isEnabledLogin: true,
  isEnabledSignUp: true,
  catalog: catalogName ? { id: '1', code: 'XX', name: catalogName } : null,
});

const answers = {
  SignInBackends: {
    sellerCenterAuthBackends: [
      backend('sc_sg', 'Seller Center SG', 'Singapore'),
      { ...backend('sc_id', 'Seller Center ID', 'Indonesia'), isEnabledLogin: false, isEnabledSignUp: false },
    ],
    googleAuthBackend: backend('google', 'Google', null),
  },
};

describe('SocialSignInButtons', () => {
  it('offers each enabled seller center by country, starting the flow with the mode and redirect', async () => {
    const { client } = mockClient(answers);
    render(<SocialSignInButtons mode="login" redirectUrl="/brands" />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Seller Center' }));
    const singapore = await screen.findByRole('menuitem', { name: 'Singapore' });
    expect(singapore.getAttribute('href')).toBe('/v1/auth/start/sc_sg?mode=login&redirectUrl=%2Fbrands');
    expect(screen.queryByRole('menuitem', { name: 'Indonesia' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/v1/auth/start/google?mode=login&redirectUrl=%2Fbrands',
    );
  });

  // Mantine hides dropdowns positioned against jsdom's empty layout from the accessibility tree: `hidden: true`.
  it('loads the seller-center menu on the first press, then behaves as a menu (focus back on Escape)', async () => {
    const { client } = mockClient(answers);
    render(<SocialSignInButtons mode="login" redirectUrl="/brands" />, { client });
    const standIn = await screen.findByRole('button', { name: 'Seller Center' });
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    await userEvent.click(standIn);
    expect(await screen.findByRole('menuitem', { name: 'Singapore', hidden: true })).toBeTruthy();
    const target = screen.getByRole('button', { name: 'Seller Center' });
    expect(target.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: 'Singapore', hidden: true })).toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Seller Center' }));
    // Pressed again, the loaded menu opens as any menu does.
    await userEvent.click(screen.getByRole('button', { name: 'Seller Center' }));
    expect(await screen.findByRole('menuitem', { name: 'Singapore', hidden: true })).toBeTruthy();
  });

  it("shows the callback's error from the address", async () => {
    const { client } = mockClient(answers);
    render(<SocialSignInButtons mode="login" redirectUrl="/sponsor" />, {
      client,
      route: '/auth?socialError=invalidState',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This sign-in link has expired');
  });

  it('reads an unknown error code as a provider failure', async () => {
    const { client } = mockClient(answers);
    render(<SocialSignInButtons mode="login" redirectUrl="/sponsor" />, {
      client,
      route: '/auth?socialError=<b>',
    });
    expect((await screen.findByRole('alert')).textContent).toContain('did not answer as expected');
  });
});
