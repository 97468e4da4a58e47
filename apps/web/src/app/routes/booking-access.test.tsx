import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { render } from '../../testing/render';
import { SessionProvider } from '../session';
import { RequireArea } from './guards';

const me = (fields: Partial<Me>) =>
  ({
    isGfg: false,
    isApprovedByStaff: false,
    role: { name: 'OWNER' },
    company: { id: 'co1' },
    ...fields,
  }) as Me;

function renderBooking(user: Me) {
  render(
    <SessionProvider me={user}>
      <RequireArea area="booking">
        <p>booked campaigns</p>
      </RequireArea>
    </SessionProvider>,
    { route: '/booking' },
  );
}

describe('the /booking guard (spec 3 §6, §8)', () => {
  it("answers 'Permission denied' to a company staff have not approved", () => {
    renderBooking(me({}));
    expect(screen.getByText('Permission denied')).toBeTruthy();
    expect(screen.queryByText('booked campaigns')).toBeNull();
  });

  it('opens to a company approved by staff', () => {
    renderBooking(me({ isApprovedByStaff: true }));
    expect(screen.getByText('booked campaigns')).toBeTruthy();
  });

  it('opens to staff', () => {
    renderBooking(me({ isGfg: true, role: null, company: null }));
    expect(screen.getByText('booked campaigns')).toBeTruthy();
  });
});
