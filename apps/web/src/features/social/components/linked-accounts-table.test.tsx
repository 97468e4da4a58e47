import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { type Client, makeResult, type Operation } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue, never } from 'wonka';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { LinkedAccountsTable } from './linked-accounts-table';

const row = (provider: string, name: string, country: string | null, linkedEmail: string | null) => ({
  id: provider,
  name,
  provider,
  kind: country ? 'SELLER_CENTER' : 'GOOGLE',
  authUrl: `/v1/auth/start/${provider}`,
  iconUrl: null,
  status: linkedEmail ? 'LINKED' : 'UNLINKED',
  balance: linkedEmail ? '1250' : null,
  balanceCurrency: linkedEmail ? 'SGD' : null,
  catalog: country ? { id: '1', code: 'XX', name: country } : null,
  companyLinkedAccount: linkedEmail ? { email: linkedEmail } : null,
});

const list = {
  CompanyLinkedAccounts: {
    companyLinkedAccounts: [
      row('sc_sg', 'Seller Center SG', 'Singapore', 'acme@sc.test'),
      row('sc_id', 'Seller Center ID', 'Indonesia', null),
      row('google', 'Google', null, null),
    ],
  },
};

describe('LinkedAccountsTable', () => {
  it('shows country, status, account and balance, and links through the provider back to this page', async () => {
    const { client } = mockClient(list);
    render(<LinkedAccountsTable />, { client, route: '/linked' });
    const sg = await screen.findByTestId('linked-row-sc_sg');
    expect(within(sg).getByText('Singapore')).toBeTruthy();
    expect(within(sg).getByText('Linked')).toBeTruthy();
    expect(within(sg).getByText('acme@sc.test')).toBeTruthy();
    expect(within(sg).getByText('SGD 1,250.00')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Link Seller Center ID' });
    expect(link.getAttribute('href')).toBe('/v1/auth/start/sc_id?mode=link&redirectUrl=%2Flinked');
    expect(within(screen.getByTestId('linked-row-google')).getByText('All countries')).toBeTruthy();
  });

  it('is the one DataTable, named, with a status badge and a dash for what an unlinked account lacks', async () => {
    const { client } = mockClient(list);
    render(<LinkedAccountsTable />, { client, route: '/linked' });
    const table = await screen.findByRole('table', { name: 'Linked accounts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Country', 'Provider', 'Status', 'Account', 'Balance', 'Action']);
    const id = screen.getByTestId('linked-row-sc_id');
    expect(within(id).getByText('Not linked').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'UNLINKED',
    );
    expect(within(id).getAllByText('—')).toHaveLength(2);
  });

  it("shows a linked balance with its currency's own digits (Yen has none)", async () => {
    const yen = { ...row('sc_jp', 'Seller Center JP', 'Japan', 'jp@sc.test'), balanceCurrency: 'JPY' };
    const { client } = mockClient({
      CompanyLinkedAccounts: { companyLinkedAccounts: [{ ...yen, balance: '1250.5' }] },
    });
    render(<LinkedAccountsTable />, { client, route: '/linked' });
    // Half away from zero, exactly on the decimal text (decision 0172).
    expect(within(await screen.findByTestId('linked-row-sc_jp')).getByText('¥1,251')).toBeTruthy();
  });

  it('unlinks after confirmation and shows a refusal in the dialog', async () => {
    const { client, calls } = mockClient({
      ...list,
      Unlink: {
        unlink: { ok: false, errors: [{ field: null, messages: ['social:error.lastSignInMethod'] }] },
      },
    });
    render(<LinkedAccountsTable />, { client, route: '/linked' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Seller Center SG' }));
    expect(
      await screen.findByText('Unlink acme@sc.test from Seller Center SG? You can link it again later.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect((await screen.findByRole('alert')).textContent).toContain('only way this user can sign in');
    expect(calls.find((call) => call.name === 'Unlink')?.variables).toEqual({ provider: 'sc_sg' });
  });

  it('tells the outcome of a link flow from the address', async () => {
    const { client } = mockClient(list);
    render(<LinkedAccountsTable />, { client, route: '/linked?linked=sc_sg' });
    expect(await screen.findByText('Seller Center SG is now linked.')).toBeTruthy();
  });

  it('shows a link refusal from the address', async () => {
    const { client } = mockClient(list);
    render(<LinkedAccountsTable />, { client, route: '/linked?socialError=linkedElsewhere' });
    expect((await screen.findByRole('alert')).textContent).toContain('already linked to another user');
  });

  it('shows Permission denied when the server refuses', async () => {
    const forbidden = {
      executeQuery: (operation: Operation) =>
        fromValue(
          makeResult(operation, {
            errors: [new GraphQLError('Permission denied', { extensions: { code: 'FORBIDDEN' } })],
          }),
        ),
      executeMutation: () => never,
      executeSubscription: () => never,
    } as unknown as Client;
    render(<LinkedAccountsTable />, { client: forbidden });
    await waitFor(() => expect(screen.getByText('Permission denied')).toBeTruthy());
  });
});
