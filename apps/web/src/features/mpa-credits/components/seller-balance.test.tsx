import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../testing/render';
import { SellerBalance } from './seller-balance';

const colourOf = (element: HTMLElement) => element.getAttribute('style') ?? '';

describe('SellerBalance (spec 3 §2.2)', () => {
  it('says the seller has a balance of Y, in blue above zero', () => {
    render(<SellerBalance sellerName="Acme Store" wallet={{ balance: '120.5', currency: 'SGD' }} />);
    expect(screen.getByRole('heading', { name: 'Credits' })).toBeTruthy();
    const amount = screen.getByTestId('mpa-balance');
    expect(amount.parentElement?.textContent?.replace(/\s/g, ' ')).toBe(
      'Seller Acme Store has a balance of SGD 120.50',
    );
    expect(colourOf(amount)).toMatch(/blue/);
    expect(colourOf(amount)).not.toMatch(/red/);
  });

  it.each(['0', '-3.25'])('writes a balance of %s in red', (balance) => {
    render(<SellerBalance sellerName="Acme Store" wallet={{ balance, currency: 'SGD' }} />);
    const amount = screen.getByTestId('mpa-balance');
    expect(colourOf(amount)).toMatch(/red/);
    expect(colourOf(amount)).not.toMatch(/blue/);
  });

  it('shows only the heading while the balance loads', () => {
    render(<SellerBalance sellerName="Acme Store" wallet={undefined} />);
    expect(screen.queryByTestId('mpa-balance')).toBeNull();
  });
});
