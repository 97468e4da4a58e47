import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { MarketplaceKeysPage } from './marketplace-keys-page';

type KeyRow = {
  __typename: 'MarketplaceApiKey';
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdByName: string | null;
};

const key = (id: string, name: string, extra: Partial<KeyRow> = {}): KeyRow => ({
  __typename: 'MarketplaceApiKey',
  id,
  name,
  prefix: `mk_live_${id}abc`.slice(0, 12),
  createdAt: '2026-11-26T01:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  createdByName: 'Sam Rivera',
  ...extra,
});

const SECRET = 'mk_live_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MarketplaceKeysPage', () => {
  it('lists keys with their moments in the staff user zone, live ones with Revoke', async () => {
    const { client } = mockClient({
      MarketplaceApiKeys: {
        marketplaceApiKeys: [
          key('2', 'Production', { lastUsedAt: '2026-11-26T02:30:00.000Z' }),
          key('1', 'Old', { revokedAt: '2026-11-25T16:05:00.000Z', createdByName: null }),
        ],
      },
    });
    render(<MarketplaceKeysPage timeZone="Asia/Singapore" />, { client });
    const live = (await screen.findByText('Production')).closest('tr')!;
    expect(within(live).getByText('mk_live_2abc…')).toBeTruthy();
    expect(within(live).getByText('2026/11/26 09:00')).toBeTruthy();
    expect(within(live).getByText('2026/11/26 10:30')).toBeTruthy();
    expect(within(live).getByText('Active')).toBeTruthy();
    expect(within(live).getByRole('button', { name: 'Revoke Production' })).toBeTruthy();
    const revoked = screen.getByText('Old').closest('tr')!;
    // The badge says one word and the date stands beside it, whole (the badge cut it off).
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).getByText('2026/11/26 00:05')).toBeTruthy();
    expect(within(revoked).getByText('Never')).toBeTruthy();
    expect(within(revoked).queryByRole('button')).toBeNull();
    expect(screen.getByText(/\/v1\/openapi\.json/)).toBeTruthy();
  });

  it('says when there is no key', async () => {
    const { client } = mockClient({ MarketplaceApiKeys: { marketplaceApiKeys: [] } });
    render(<MarketplaceKeysPage timeZone="UTC" />, { client });
    expect(await screen.findByText('No keys yet')).toBeTruthy();
  });

  it('creates a key and shows its secret once, with a warning and a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { client, calls } = mockClient({
      MarketplaceApiKeys: { marketplaceApiKeys: [] },
      CreateMarketplaceApiKey: {
        createMarketplaceApiKey: {
          ok: true,
          errors: [],
          key: key('7', 'Marketplace production'),
          secret: SECRET,
        },
      },
    });
    render(<MarketplaceKeysPage timeZone="UTC" />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New marketplace API key' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), '  Marketplace production ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'CreateMarketplaceApiKey')?.variables).toEqual({
        name: 'Marketplace production',
      }),
    );
    const secretDialog = await screen.findByRole('dialog', { name: 'Copy the new key now' });
    expect(within(secretDialog).getByTestId('marketplace-key-secret').textContent).toBe(SECRET);
    expect(within(secretDialog).getByText(/only time this key is shown/)).toBeTruthy();
    expect(within(secretDialog).getByText('API key “Marketplace production”')).toBeTruthy();
    await userEvent.click(within(secretDialog).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await within(secretDialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
    await userEvent.click(within(secretDialog).getByRole('button', { name: 'I have stored the key' }));
    await waitFor(() => expect(screen.queryByTestId('marketplace-key-secret')).toBeNull());
    // The list is asked again from the server, so the new key shows.
    expect(calls.filter((call) => call.name === 'MarketplaceApiKeys').length).toBeGreaterThan(1);
  });

  it('asks for a name before calling the server, and shows a refusal in the red banner', async () => {
    const { client, calls } = mockClient({
      MarketplaceApiKeys: { marketplaceApiKeys: [] },
      CreateMarketplaceApiKey: {
        createMarketplaceApiKey: {
          ok: false,
          errors: [{ field: 'name', messages: ['staff:marketplaceKeys.error.nameTooLong'] }],
          key: null,
          secret: null,
        },
      },
    });
    render(<MarketplaceKeysPage timeZone="UTC" />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New marketplace API key' });
    await userEvent.type(within(dialog).getByLabelText(/Name/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Give the key a name.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'CreateMarketplaceApiKey')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The name is too long');
    expect(screen.queryByTestId('marketplace-key-secret')).toBeNull();
  });

  it('revokes a key only after the confirmation', async () => {
    const { client, calls } = mockClient({
      MarketplaceApiKeys: { marketplaceApiKeys: [key('3', 'Staging')] },
      RevokeMarketplaceApiKey: {
        revokeMarketplaceApiKey: {
          ok: true,
          errors: [],
          key: key('3', 'Staging', { revokedAt: '2026-11-26T03:00:00.000Z' }),
        },
      },
    });
    render(<MarketplaceKeysPage timeZone="UTC" />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Staging' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(within(dialog).getByText(/within 10 seconds on the others/).textContent).toContain(
      '“Staging” (mk_live_3abc…)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.name === 'RevokeMarketplaceApiKey')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Staging' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'RevokeMarketplaceApiKey')?.variables).toEqual({ id: '3' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe('The key “Staging” was revoked.');
  });

  it('keeps the confirmation open with the refusal when revoking fails', async () => {
    const { client } = mockClient({
      MarketplaceApiKeys: { marketplaceApiKeys: [key('3', 'Staging')] },
      RevokeMarketplaceApiKey: {
        revokeMarketplaceApiKey: {
          ok: false,
          errors: [{ field: 'id', messages: ['staff:marketplaceKeys.error.notFound'] }],
          key: null,
        },
      },
    });
    render(<MarketplaceKeysPage timeZone="UTC" />, { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Staging' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This key does not exist.');
  });
});
