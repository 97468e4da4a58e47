import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { AccountSwitcher } from './account-switcher';

const account = (id: string, companyId: string, name: string) => ({
  id,
  status: 'ACTIVE',
  role: { id: '1', name: 'OWNER' },
  company: { id: companyId, name, nameWithCluster: name },
});

async function switchAt(route: string) {
  const { client, calls } = mockClient({
    UserAccounts: { userAccounts: [account('a1', '7', 'Acme Fashion'), account('a2', '8', 'Bolt Apparel')] },
    SwitchAccount: { switchAccount: { ok: true, errors: [] } },
  });
  const onSwitched = vi.fn();
  render(<AccountSwitcher currentCompanyId="7" onSwitched={onSwitched} onError={vi.fn()} />, {
    client,
    route,
  });
  await userEvent.click(await screen.findByTestId('account-switcher'));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Bolt Apparel/ }));
  await waitFor(() => expect(onSwitched).toHaveBeenCalledTimes(1));
  expect(calls.find((call) => call.name === 'SwitchAccount')?.variables).toEqual({ accountId: 'a2' });
  return onSwitched.mock.calls[0]![0] as string;
}

describe('AccountSwitcher (issue 12: switching account always jumped to /sponsor)', () => {
  it('reloads the same page for the new company, without the previous brand', async () => {
    expect(await switchAt('/billing/transactions?brandId=3&from=all')).toBe('/billing/transactions?from=all');
  });

  it("goes from a campaign's page to the campaign list", async () => {
    expect(await switchAt('/sponsor/123/review?brandId=3')).toBe('/sponsor');
  });
});
