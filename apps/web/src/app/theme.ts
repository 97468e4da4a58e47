import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's orange with shades 6-9 darkened. Shade 6 is what filled buttons and badges fill with, and the
 * text colour of light and subtle variants, links and the active nav link: Mantine's #fd7e14 gave white text
 * 2.57:1. #b5400a gives 5.67:1 with white, and 4.6:1 as light-variant text over the grey page background
 * (WCAG AA needs 4.5:1). Shades 0-5 stay Mantine's: they are backgrounds and borders.
 */
const orange: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.orange.slice(0, 6) as [string, string, string, string, string, string]),
  '#b5400a',
  '#a13a09',
  '#8f3408',
  '#7c2d07',
];

/**
 * Mantine's gray with shade 6 darkened: it is `c="dimmed"` (--mantine-color-dimmed) and secondary text.
 * #868e96 was 3.32:1 on white; #5f676f is 5.74:1 on white, 5.45:1 on gray.0 (the page), 4.84:1 on gray.2.
 */
const gray: MantineColorsTuple = [
  ...(DEFAULT_THEME.colors.gray.slice(0, 6) as [string, string, string, string, string, string]),
  '#5f676f',
  ...(DEFAULT_THEME.colors.gray.slice(7) as [string, string, string]),
];

export const theme = createTheme({
  primaryColor: 'orange',
  colors: { orange, gray },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
});
