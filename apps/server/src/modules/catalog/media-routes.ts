import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { brands, catalogs, categories, products } from '../../db/schema/index';
import { restRefusals } from '../../http/rest-error';

const brandFile = /^(\d{1,9})\.svg$/;
const productFile = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.svg$/;
const hexColor = /^#[0-9a-fA-F]{6}$/;

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** FNV-1a: a stable 32-bit hash, so a SKU always gets the same colours. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Dark text on light brand colours, white on dark ones (relative luminance, WCAG weights). */
function textColorOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(color.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#1A1A1A' : '#FFFFFF';
}

export function brandLogoSvg(name: string, color: string): string {
  const fill = hexColor.test(color) ? color : '#555555';
  const ink = textColorOn(fill);
  const wordmark = name.length > 20 ? `${name.slice(0, 19)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}">
<rect width="200" height="200" rx="32" fill="${fill}"/>
<text x="100" y="112" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="${ink}">${escapeXml(initials(name))}</text>
<text x="100" y="165" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="${ink}">${escapeXml(wordmark)}</text>
</svg>`;
}

type Silhouette = 'top' | 'dress' | 'skirt' | 'shorts' | 'trousers' | 'jacket' | 'shoe' | 'bag' | 'accessory';

const silhouettes: Record<Silhouette, string> = {
  top: '<path d="M140 130 L100 150 L60 220 L105 245 L130 205 L130 420 L270 420 L270 205 L295 245 L340 220 L300 150 L260 130 Q200 170 140 130 Z"/>',
  dress: '<path d="M165 100 L235 100 L245 200 L320 430 L80 430 L155 200 Z"/>',
  skirt: '<path d="M140 170 L260 170 L310 400 L90 400 Z"/>',
  shorts: '<path d="M130 170 L270 170 L290 340 L215 340 L200 240 L185 340 L110 340 Z"/>',
  trousers: '<path d="M140 100 L260 100 L285 450 L220 450 L200 200 L180 450 L115 450 Z"/>',
  jacket:
    '<path d="M140 120 L95 140 L60 400 L105 405 L130 230 L130 430 L270 430 L270 230 L295 405 L340 400 L305 140 L260 120 L200 200 Z"/><path d="M200 200 L200 430" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="4"/>',
  shoe: '<path d="M70 385 L70 300 Q80 270 120 270 L180 280 Q230 300 260 320 L320 335 Q350 345 350 370 L350 385 Z"/>',
  bag: '<path d="M150 220 Q150 140 200 140 Q250 140 250 220" fill="none" stroke-width="14"/><path d="M110 220 L290 220 L310 420 L90 420 Z"/>',
  accessory:
    '<circle cx="200" cy="270" r="95"/><circle cx="200" cy="270" r="45" fill="#FFFFFF" fill-opacity="0.35"/>',
};

/** Category names → silhouette; order matters ("Running Shorts" before "shirt", "Track Jackets" before "pant"). */
const silhouetteRules: readonly [RegExp, Silhouette][] = [
  [/dress/i, 'dress'],
  [/skirt/i, 'skirt'],
  [/shorts/i, 'shorts'],
  [/jacket|blazer|coat|windbreaker|hoodie/i, 'jacket'],
  [/jean|trouser|chino|legging|pant/i, 'trousers'],
  [/shoe|sneaker|pump|heel|wedge|ballerina|loafer|sandal|slide|oxford|slip-on/i, 'shoe'],
  [/bag|wallet|holder|backpack|tote/i, 'bag'],
  [/shirt|blouse|top|bra|tee/i, 'top'],
];

export function silhouetteFor(categoryName: string | null, sku: string): Silhouette {
  if (categoryName)
    return silhouetteRules.find(([pattern]) => pattern.test(categoryName))?.[1] ?? 'accessory';
  const all = Object.keys(silhouettes) as Silhouette[];
  return all[hash(`shape:${sku}`) % all.length]!;
}

export function productPictureSvg(sku: string, silhouette: Silhouette): string {
  const hue = hash(sku) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="533" viewBox="0 0 400 533" role="img" aria-label="${escapeXml(sku)}">
<rect width="400" height="533" fill="hsl(${hue}, 45%, 90%)"/>
<g fill="hsl(${hue}, 45%, 42%)" stroke="hsl(${hue}, 45%, 42%)" stroke-linejoin="round">${silhouettes[silhouette]}</g>
<text x="200" y="510" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="14" fill="hsl(${hue}, 30%, 30%)">${escapeXml(sku)}</text>
</svg>`;
}

function sendSvg(reply: FastifyReply, svg: string) {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      // Served from our own origin: forbid scripts should an SVG ever carry one.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(svg)
  );
}

/** Generated brand logos and product pictures, so the demo marketplace needs no image files. */
export function registerMediaRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db'>) {
  app.get<{ Params: { file: string } }>('/media/brands/:file', async (request, reply) => {
    const id = brandFile.exec(request.params.file)?.[1];
    if (!id) throw restRefusals.notFound();
    const [brand] = await deps.db
      .select({ name: brands.name, color: brands.color })
      .from(brands)
      .where(eq(brands.id, Number(id)));
    if (!brand) throw restRefusals.notFound();
    return sendSvg(reply, brandLogoSvg(brand.name, brand.color));
  });

  app.get<{ Params: { file: string } }>('/media/products/:file', async (request, reply) => {
    const sku = productFile.exec(request.params.file)?.[1];
    if (!sku) throw restRefusals.notFound();
    // SKUs start with the catalog code, which makes this a lookup on the (catalog, sku) index.
    const [product] = await deps.db
      .select({ category: categories.name })
      .from(products)
      .innerJoin(catalogs, eq(catalogs.id, products.catalogId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(catalogs.code, sku.split('-')[0] ?? ''), eq(products.sku, sku)))
      .limit(1);
    return sendSvg(reply, productPictureSvg(sku, silhouetteFor(product?.category ?? null, sku)));
  });
}
