import { describe, expect, it } from 'vitest';
import {
  afterClick,
  BANNER_CTR,
  CONVERSION_RATE,
  clickProbability,
  FIRST_POSITION_CTR,
  HALO_SHARE,
  MIN_PRODUCT_CTR,
} from './click-model';

describe('clickProbability', () => {
  it('is 3% for the first sponsored product on a desktop and falls with each position', () => {
    expect(clickProbability({ kind: 'product', position: 1, platform: 'DESKTOP' })).toBeCloseTo(0.03, 10);
    const rates = [1, 2, 3, 4, 5, 6].map((position) =>
      clickProbability({ kind: 'product', position, platform: 'DESKTOP' }),
    );
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeLessThan(rates[i - 1]!);
    expect(rates[1]).toBeCloseTo(0.024, 10);
  });

  it('never falls below the floor, far down a page', () => {
    expect(clickProbability({ kind: 'product', position: 40, platform: 'DESKTOP' })).toBe(MIN_PRODUCT_CTR);
  });

  it('treats a position below 1 as the first', () => {
    expect(clickProbability({ kind: 'product', position: 0, platform: 'DESKTOP' })).toBe(FIRST_POSITION_CTR);
  });

  it('puts banners below every product position on a page', () => {
    const banner = clickProbability({ kind: 'banner', platform: 'DESKTOP' });
    expect(banner).toBe(BANNER_CTR);
    expect(banner).toBeLessThan(clickProbability({ kind: 'product', position: 4, platform: 'DESKTOP' }));
  });

  it('has phones clicking less than desktops and apps more', () => {
    const at = (platform: 'DESKTOP' | 'MOBILE_WEB' | 'APP') =>
      clickProbability({ kind: 'product', position: 1, platform });
    expect(at('MOBILE_WEB')).toBeLessThan(at('DESKTOP'));
    expect(at('APP')).toBeGreaterThan(at('DESKTOP'));
  });
});

describe('afterClick', () => {
  it('buys nothing when the draw is at or above the conversion rate', () => {
    expect(afterClick(CONVERSION_RATE, 0)).toBe('nothing');
    expect(afterClick(0.99, 0)).toBe('nothing');
  });

  it('buys the advertised product, or another of its brand for the halo share', () => {
    expect(afterClick(0, HALO_SHARE)).toBe('direct');
    expect(afterClick(CONVERSION_RATE / 2, HALO_SHARE - 0.01)).toBe('halo');
  });

  it('converts about CONVERSION_RATE of clicks, HALO_SHARE of them halo, over many draws', () => {
    const outcomes = { nothing: 0, direct: 0, halo: 0 };
    const steps = 200;
    for (let i = 0; i < steps; i++)
      for (let j = 0; j < steps; j++) outcomes[afterClick(i / steps, j / steps)]++;
    const all = steps * steps;
    expect((outcomes.direct + outcomes.halo) / all).toBeCloseTo(CONVERSION_RATE, 2);
    expect(outcomes.halo / (outcomes.direct + outcomes.halo)).toBeCloseTo(HALO_SHARE, 2);
  });
});
