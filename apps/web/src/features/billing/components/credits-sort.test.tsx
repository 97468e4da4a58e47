import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../testing/render';
import { nextCreditSort } from './credits-sort';
import { CreditsTable } from './credits-table';

describe('nextCreditSort', () => {
  it('sorts a new column ascending and flips the same column', () => {
    expect(nextCreditSort(null, 'amount')).toBe('amount');
    expect(nextCreditSort('amount', 'amount')).toBe('-amount');
    expect(nextCreditSort('-amount', 'amount')).toBe('amount');
    expect(nextCreditSort('-amount', 'expiryDate')).toBe('expiryDate');
  });
});

function Harness({ onSort }: { onSort: (sortBy: string) => void }) {
  const [sortBy, setSortBy] = useState<string | null>(null);
  return (
    <CreditsTable
      rows={[]}
      currency={null}
      timeZone="UTC"
      sortBy={sortBy}
      onSort={(next) => {
        onSort(next);
        setSortBy(next);
      }}
    />
  );
}

describe('CreditsTable headers', () => {
  it('asks for the toggled sort and marks the sorted column', async () => {
    const onSort = vi.fn();
    render(<Harness onSort={onSort} />);
    await userEvent.click(screen.getByRole('button', { name: /Expiry/ }));
    expect(onSort).toHaveBeenLastCalledWith('expiryDate');
    expect(screen.getByRole('columnheader', { name: /Expiry/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: /Expiry/ }));
    expect(onSort).toHaveBeenLastCalledWith('-expiryDate');
    expect(screen.getByRole('columnheader', { name: /Expiry/ }).getAttribute('aria-sort')).toBe('descending');
  });
});
