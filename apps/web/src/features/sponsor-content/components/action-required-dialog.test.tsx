import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { ActionRequiredDialog } from './action-required-dialog';

const sellers = [{ id: '9', originalSellerId: 'S9', nameWithCatalog: 'Nine Store (SG)' }];

describe('ActionRequiredDialog', () => {
  it('for a MEMBER offers no Add sellers: it says an owner or admin can, and continues without the SKUs', async () => {
    const onDone = vi.fn();
    const { client, calls } = mockClient({});
    render(
      <ActionRequiredDialog opened skus={['X-9']} sellers={sellers} canAddSellers={false} onDone={onDone} />,
      { client },
    );
    expect(await screen.findByText('Nine Store (SG)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add sellers' })).toBeNull();
    expect(screen.getByText(/Only an owner or admin of your company can add these sellers/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue without these SKUs' }));
    expect(onDone).toHaveBeenCalledWith(false);
    expect(calls.some((call) => call.name === 'SponsorAddSellers')).toBe(false);
  });

  it('for an owner or admin offers Add sellers next to leaving the SKUs out', async () => {
    const { client } = mockClient({});
    render(<ActionRequiredDialog opened skus={['X-9']} sellers={sellers} canAddSellers onDone={vi.fn()} />, {
      client,
    });
    expect(await screen.findByRole('button', { name: 'Add sellers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave these SKUs out' })).toBeTruthy();
    expect(screen.queryByText(/Only an owner or admin/)).toBeNull();
  });
});
