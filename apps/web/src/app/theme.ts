import {
  Anchor,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG AA for normal text is 4.5:1; we aim a little above so rounding in the browser never drops below. */
export const TEXT_CONTRAST = 4.6;
const PAGE_GREY = DEFAULT_THEME.colors.gray[0];

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
const toHex = (values: number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` painted at `alpha` over `background`, as Mantine paints the light variant's tint. */
export function tint(color: string, alpha: number, background: string) {
  const under = channels(background);
  return toHex(channels(color).map((value, index) => value * alpha + under[index]! * (1 - alpha)));
}

/** `color` darkened towards black in small steps until it reads at TEXT_CONTRAST on `background`. */
function readableOn(color: string, background: string) {
  let shade = color;
  for (let step = 1; contrastRatio(shade, background) < TEXT_CONTRAST && step <= 25; step += 1) {
    shade = toHex(channels(color).map((value) => value * (1 - step * 0.04)));
  }
  return shade;
}

/**
 * Mantine's orange with shades 6-9 darkened. Shade 6 is what filled buttons and badges fill with, and the
 * text colour of light and subtle variants, links and the active nav link: Mantine's #fd7e14 gave white text
 * 2.57:1. #b5400a gives 5.67:1 with white. Shades 0-5 stay Mantine's: they are backgrounds and borders.
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

const TEXT_VARIANTS = new Set(['light', 'subtle', 'outline', 'transparent']);
const readableText = new Map<string, string>();

/**
 * Light, subtle, outline and transparent variants draw their text in the colour's shade 6 (light: over a 12%
 * tint of it), which is below 4.5:1 for most of Mantine's palettes (cyan status badges 2.5:1, yellow 1.7:1).
 * Here the text takes that shade darkened until it reads on its tint over the page grey; backgrounds keep
 * their hue. Filled variants are left to `autoContrast` below.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (!TEXT_VARIANTS.has(input.variant)) return resolved;
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  const palette = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!palette) return resolved;
  const shade = parsed.shade ?? 6;
  const key = `${parsed.color}.${shade}`;
  if (!readableText.has(key)) {
    const background = tint(palette[shade]!, 0.12, PAGE_GREY);
    readableText.set(key, readableOn(palette[Math.min(shade, 6)]!, background));
  }
  return { ...resolved, color: readableText.get(key)! };
};

export const theme = createTheme({
  primaryColor: 'orange',
  colors: { orange, gray },
  variantColorResolver,
  // Filled buttons, badges and icons take black or white text, whichever contrasts more: at a threshold of
  // 0.179 both choices are at least 4.58:1 (Mantine's 0.3 left white on red.6 at 3.3:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    // Links are underlined: in running text their colour alone does not set them apart (the dimmed grey and
    // the primary orange are 1.01:1; axe link-in-text-block on /auth's sign-up link).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
});
