import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { BrandGate } from './brand-gate';

const gateText = 'You have no brand. Please add brands that you manage to continue.';

describe('BrandGate', () => {
  it('replaces the page for a user whose company has no brands, with a link to /brands', () => {
    render(
      <BrandGate isStaff={false} brandCount={0}>
        <h1>Sponsored Ads</h1>
      </BrandGate>,
      { route: '/sponsor?company=4' },
    );
    expect(screen.getByText(gateText)).toBeTruthy();
    expect(screen.queryByText('Sponsored Ads')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add brands' }).getAttribute('href')).toBe('/brands?company=4');
  });

  it('lets the brands page through so brands can be added', () => {
    render(
      <BrandGate isStaff={false} brandCount={0}>
        <h1>Brands</h1>
      </BrandGate>,
      { route: '/brands' },
    );
    expect(screen.getByRole('heading', { name: 'Brands' })).toBeTruthy();
    expect(screen.queryByText(gateText)).toBeNull();
  });

  it('never stops staff or users with brands', () => {
    render(
      <>
        <BrandGate isStaff brandCount={0}>
          <p>staff page</p>
        </BrandGate>
        <BrandGate isStaff={false} brandCount={2}>
          <p>owner page</p>
        </BrandGate>
      </>,
      { route: '/sponsor' },
    );
    expect(screen.getByText('staff page')).toBeTruthy();
    expect(screen.getByText('owner page')).toBeTruthy();
    expect(screen.queryByText(gateText)).toBeNull();
  });
});
