import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from '../../../testing/mock-client';
import { render } from '../../../testing/render';
import { optionsAnswer, pageProps, product } from '../test-fixtures';
import { AdPreview, initialsOf } from './ad-preview';
import { MpaCampaignFormPage } from './mpa-campaign-form-page';
import { SLIDE_TRANSITION } from './product-carousel';

const products = [product('P1', 'Linen dress'), product('P2', 'Canvas tote')];

function setReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('prefers-reduced-motion'),
        media: query,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
        onchange: null,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('AdPreview (enable_meta_ads_preview)', () => {
  it('shows the sponsor, the creative text, the products and inert Like / Comment / Share', async () => {
    render(
      <AdPreview
        sponsor={{ name: 'Acme Fashion', logoUrl: null }}
        creativeText="New in"
        products={products}
        currency="SGD"
      />,
    );
    const post = screen.getByRole('region', { name: 'Ad preview' });
    expect(within(post).getByText('AF')).toBeTruthy();
    expect(within(post).getByText('Acme Fashion')).toBeTruthy();
    expect(within(post).getByText('New in')).toBeTruthy();
    expect(within(post).getByText('Linen dress')).toBeTruthy();
    expect(within(post).getAllByText((text) => text.replace(/\s/g, ' ') === 'SGD 125.50')).toHaveLength(2);
    for (const name of ['Like', 'Comment', 'Share']) {
      const button = within(post).getByRole('button', { name });
      await userEvent.click(button);
      expect(button.getAttribute('tabindex')).toBe('-1');
    }
  });

  it('slides to the next product in 0.5 s', async () => {
    render(
      <AdPreview
        sponsor={{ name: 'Acme', logoUrl: null }}
        creativeText=""
        products={products}
        currency="SGD"
      />,
    );
    const track = screen.getByTestId('carousel-track');
    expect(track.style.transition).toBe(SLIDE_TRANSITION);
    expect(SLIDE_TRANSITION).toContain('0.5s');
    await userEvent.click(screen.getByRole('button', { name: 'Next product' }));
    expect(track.style.transform).toBe('translateX(-100%)');
    expect(screen.getByRole('button', { name: 'Next product' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous product' }));
    expect(track.style.transform).toBe('translateX(-0%)');
  });

  it('does not animate for a reader who asked for reduced motion', () => {
    setReducedMotion(true);
    render(
      <AdPreview
        sponsor={{ name: 'Acme', logoUrl: null }}
        creativeText=""
        products={products}
        currency="SGD"
      />,
    );
    expect(screen.getByTestId('carousel-track').style.transition).toBe('none');
  });

  it('writes initials from the first two words', () => {
    expect(initialsOf('acme fashion house')).toBe('AF');
    expect(initialsOf('  Bolt ')).toBe('B');
  });

  it('follows the creative text and the matching products beside the form', async () => {
    const { client } = mockClient({
      MpaFormOptions: optionsAnswer(),
      MpaMatchingProducts: {
        getMatchingProducts: { products, totalCount: 2, paging: { previousPage: null, nextPage: null } },
      },
    });
    render(
      <MpaCampaignFormPage
        {...pageProps({ flags: { productFilters: false, adsPreview: true } })}
        sponsor={{ name: 'Acme Fashion', logoUrl: '/media/brands/1.svg' }}
      />,
      { client },
    );
    const post = await screen.findByRole('region', { name: 'Ad preview' });
    expect(await within(post).findByText('Canvas tote')).toBeTruthy();
    const text = screen.getByLabelText(/Creative Text/);
    await userEvent.clear(text);
    await userEvent.type(text, 'Fresh picks');
    expect(within(post).getByTestId('ad-preview-text').textContent).toBe('Fresh picks');
  });
});
