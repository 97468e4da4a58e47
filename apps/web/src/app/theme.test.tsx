import { Anchor, DEFAULT_THEME, type MantineTheme, mergeMantineTheme } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../testing/render';
import { contrastRatio, theme, tint } from './theme';

const AA = 4.5;
const white = '#ffffff';
const black = '#000000';
const full = mergeMantineTheme(DEFAULT_THEME, theme) as MantineTheme;
const gray = full.colors.gray;

/** The text colour the theme gives a variant of a colour (what Badge, Button, ActionIcon... draw). */
const textOf = (variant: string, color: string) =>
  full.variantColorResolver({ color, theme: full, variant, autoContrast: true }).color;

describe('theme contrast (WCAG AA, 4.5:1 for normal text)', () => {
  it('keeps white text readable on the primary fill (Mantine orange.6 was 2.57:1)', () => {
    expect(contrastRatio(white, full.colors.orange[6])).toBeGreaterThanOrEqual(AA);
    expect(textOf('filled', 'orange')).toBe('var(--mantine-color-white)');
  });

  it('keeps dimmed text (gray.6, Mantine #868e96 3.32:1) readable on white and on the grey backgrounds', () => {
    for (const background of [white, gray[0], gray[1], gray[2]]) {
      expect(contrastRatio(gray[6], background)).toBeGreaterThanOrEqual(AA);
    }
  });

  for (const color of Object.keys(DEFAULT_THEME.colors)) {
    it(`reads ${color} text of the light, subtle and outline variants over its tint on the page grey`, () => {
      const background = tint(full.colors[color]![6], 0.12, gray[0]);
      for (const variant of ['light', 'subtle', 'outline']) {
        expect(contrastRatio(textOf(variant, color), background)).toBeGreaterThanOrEqual(AA);
      }
    });

    it(`gives ${color} fills black or white text that reads`, () => {
      const text = textOf('filled', color) === 'var(--mantine-color-white)' ? white : black;
      expect(contrastRatio(text, full.colors[color]![6])).toBeGreaterThanOrEqual(AA);
    });
  }

  it('underlines links, which running text cannot tell apart by colour alone', () => {
    render(<Anchor href="/auth/register">Sign up</Anchor>);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('data-underline')).toBe('always');
  });
});
