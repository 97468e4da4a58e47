import { createHash } from 'node:crypto';
import { escapeXml } from '../catalog/media-routes';

export const BACKGROUNDS_PER_BATCH = 4;
export const BACKGROUND_SIZE = 1080;

type Pattern = 'waves' | 'dots' | 'stripes' | 'rings' | 'petals';

/** Prompt words that ask for a pattern; otherwise the seed picks one. */
const patternWords: readonly [RegExp, Pattern][] = [
  [/beach|sea|ocean|wave|water|summer/i, 'waves'],
  [/flower|floral|garden|spring|petal/i, 'petals'],
  [/stripe|line|street|city|urban/i, 'stripes'],
  [/party|festive|night|sparkle|star|confetti/i, 'dots'],
  [/minimal|studio|clean|circle|calm/i, 'rings'],
];
const allPatterns: readonly Pattern[] = ['waves', 'dots', 'stripes', 'rings', 'petals'];

/** Named colours a prompt may ask for, as hues. */
const colourHues: Record<string, number> = {
  red: 0,
  orange: 28,
  gold: 45,
  yellow: 55,
  green: 120,
  mint: 150,
  teal: 175,
  blue: 215,
  navy: 230,
  purple: 275,
  pink: 330,
  rose: 345,
};

function seedBytes(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function patternShapes(pattern: Pattern, seed: Buffer, ink: string): string {
  const shapes: string[] = [];
  const at = (i: number) => seed[i % seed.length]!;
  for (let i = 0; i < 12; i++) {
    const x = (at(i) * 4.3) % BACKGROUND_SIZE;
    const y = (at(i + 12) * 4.3) % BACKGROUND_SIZE;
    const r = 20 + (at(i + 5) % 90);
    if (pattern === 'dots')
      shapes.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r / 3).toFixed(0)}"/>`);
    if (pattern === 'rings')
      shapes.push(
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r * 2}" fill="none" stroke="${ink}" stroke-width="6"/>`,
      );
    if (pattern === 'petals')
      shapes.push(
        `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${r}" ry="${(r / 2.5).toFixed(0)}" transform="rotate(${at(i + 3) % 180} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
      );
    if (pattern === 'stripes' && i < 8)
      shapes.push(
        `<rect x="${i * 140}" y="-200" width="${30 + (at(i) % 40)}" height="1500" transform="rotate(${20 + (at(1) % 30)} 540 540)"/>`,
      );
    if (pattern === 'waves' && i < 7) {
      const baseY = 150 + i * 140;
      shapes.push(
        `<path d="M0 ${baseY} Q270 ${baseY - r} 540 ${baseY} T1080 ${baseY}" fill="none" stroke="${ink}" stroke-width="${8 + (at(i) % 10)}"/>`,
      );
    }
  }
  return shapes.join('');
}

export type BackgroundInput = {
  sku: string;
  prompt: string;
  attempt: number;
  index: number;
  /** The product picture, embedded (an SVG in an <img> may not load anything from outside). */
  productSvg: string;
  productImageUrl: string;
};

/**
 * A square backdrop for a product photo, composed from the prompt without any outside service: the
 * prompt's colours and pattern words when it names them, else hues and shapes drawn from a hash of
 * prompt, attempt and position, so the same request always gives the same four images.
 */
export function backgroundSvg(input: BackgroundInput): string {
  const seed = seedBytes(`${input.sku}|${input.prompt}|${input.attempt}|${input.index}`);
  const words = input.prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const named = words.map((word) => colourHues[word]).filter((hue): hue is number => hue !== undefined);
  const hue = named[input.index % Math.max(1, named.length)] ?? seed.readUInt16BE(0) % 360;
  const hue2 = (hue + 25 + (seed[2]! % 90)) % 360;
  const pattern =
    patternWords.find(([regex]) => regex.test(input.prompt))?.[1] ??
    allPatterns[seed[3]! % allPatterns.length]!;
  // The product sits at the same place in every image, so the four differ only in their backdrop.
  const product = Buffer.from(input.productSvg).toString('base64');
  const ink = `hsl(${hue2}, 55%, 88%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BACKGROUND_SIZE}" height="${BACKGROUND_SIZE}" viewBox="0 0 ${BACKGROUND_SIZE} ${BACKGROUND_SIZE}" role="img" aria-label="${escapeXml(input.prompt)}">
<desc>${escapeXml(`product ${input.sku} (${input.productImageUrl}); prompt: ${input.prompt}; attempt ${input.attempt}`)}</desc>
<defs><linearGradient id="g" x1="0" y1="0" x2="${seed[4]! % 2}" y2="1"><stop offset="0" stop-color="hsl(${hue}, 60%, 72%)"/><stop offset="1" stop-color="hsl(${hue2}, 50%, 45%)"/></linearGradient></defs>
<rect width="${BACKGROUND_SIZE}" height="${BACKGROUND_SIZE}" fill="url(#g)"/>
<g fill="${ink}" fill-opacity="0.45" stroke-opacity="0.5">${patternShapes(pattern, seed, ink)}</g>
<ellipse cx="540" cy="930" rx="330" ry="40" fill="#000" fill-opacity="0.18"/>
<image href="data:image/svg+xml;base64,${product}" x="290" y="200" width="500" height="666"/>
</svg>`;
}
