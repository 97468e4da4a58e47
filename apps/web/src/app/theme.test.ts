import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` at `alpha` over `background`, as Mantine's light variant paints its 10% tint. */
function over(color: string, alpha: number, background: string) {
  const mix = [1, 3, 5].map((at) => {
    const value = (hex: string) => Number.parseInt(hex.slice(at, at + 2), 16);
    return Math.round(value(color) * alpha + value(background) * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
  });
  return `#${mix.join('')}`;
}

const AA = 4.5;
const white = '#ffffff';
const orange6 = theme.colors!.orange![6];
const gray = theme.colors!.gray!;

describe('theme contrast (WCAG AA, 4.5:1 for normal text)', () => {
  it('keeps white text readable on filled primary buttons and badges', () => {
    expect(contrast(white, orange6)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps primary text readable on the light variant, over white and over the page grey', () => {
    expect(contrast(orange6, over(orange6, 0.1, white))).toBeGreaterThanOrEqual(AA);
    expect(contrast(orange6, over(orange6, 0.1, gray[0]))).toBeGreaterThanOrEqual(AA);
  });

  it('keeps dimmed text (gray.6) readable on white and on the grey backgrounds', () => {
    for (const background of [white, gray[0], gray[1], gray[2]]) {
      expect(contrast(gray[6], background)).toBeGreaterThanOrEqual(AA);
    }
  });
});
