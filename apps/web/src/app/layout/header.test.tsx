import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../features/accounts/api/get-me';
import { render } from '../../testing/render';
import { Header, HeaderSwitchers } from './header';

const staff = {
  id: 'u1',
  name: 'Sam Staff',
  email: 'staff@demo.test',
  isGfg: true,
  company: { id: '7', name: 'Acme Fashion', nameWithCluster: 'Acme Fashion (SG)', brands: [] },
} as unknown as Me;

const header = (isPhone: boolean) => (
  <header data-testid="header">
    <Header
      me={staff}
      showLanguageSwitcher
      isNavbarOpen={false}
      onToggleNavbar={() => undefined}
      onLogout={() => undefined}
      isPhone={isPhone}
    />
  </header>
);

describe('the header on a phone (issue 12: at 390 px Logout was off-screen)', () => {
  it('keeps the switchers in the header on a wide screen', () => {
    render(header(false));
    const bar = screen.getByTestId('header');
    expect(within(bar).queryByTestId('company-filter')).not.toBeNull();
    expect(within(bar).getByTestId('profile-menu')).toBeTruthy();
  });

  it('on a phone keeps only the burger, the logo, the bell and the profile menu in the header', () => {
    render(header(true));
    const bar = screen.getByTestId('header');
    expect(within(bar).queryByTestId('company-filter')).toBeNull();
    expect(within(bar).getByRole('button', { name: /Notifications/ })).toBeTruthy();
    expect(within(bar).getByTestId('profile-menu')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Toggle navigation' })).toBeTruthy();
  });

  it('stacks the switchers for the burger menu', () => {
    render(<HeaderSwitchers me={staff} showLanguageSwitcher layout="stack" />);
    const menu = screen.getByTestId('header-switchers-menu');
    expect(within(menu).queryByTestId('company-filter')).not.toBeNull();
  });
});
