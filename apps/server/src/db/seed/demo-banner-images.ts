import { createHash } from 'node:crypto';
import { escapeXml } from '../../modules/catalog/media-routes';
import type { ObjectStorage } from '../../modules/storage/object-storage';
import type { Db } from '../client';
import { uploadedImages } from '../schema/index';

export type DemoBannerImage = {
  companyId: number;
  /** Who the demo says uploaded it (the owner, who made the demo campaigns). */
  uploadedBy: number | null;
  brand: { name: string; color: string };
  bannerType: { bannerType: string; width: number; height: number };
};

/** A banner of the brand at exactly the banner type's size: its colour, its name, a line to shop it. */
export function demoBannerSvg({ brand, bannerType }: Pick<DemoBannerImage, 'brand' | 'bannerType'>): string {
  const { width, height } = bannerType;
  const fill = /^#[0-9a-fA-F]{6}$/.test(brand.color) ? brand.color : '#555555';
  const title = Math.round(Math.min(height * 0.28, (width / Math.max(brand.name.length, 1)) * 1.4));
  const line = Math.max(12, Math.round(title * 0.4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(brand.name)}">
<rect width="${width}" height="${height}" fill="${fill}"/>
<text x="${width / 2}" y="${Math.round(height / 2)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${title}" font-weight="700" fill="#FFFFFF">${escapeXml(brand.name)}</text>
<text x="${width / 2}" y="${Math.round(height / 2 + line * 1.8)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${line}" fill="#FFFFFF">Shop the new collection</text>
</svg>`;
}

/**
 * Stores the demo banner's image as an upload of the company's (the demo's story: its owner made the demo
 * campaigns), so a user saving the campaign keeps it: the server accepts only images the company uploaded
 * or had generated (server-checks.ts, imageNotUploaded). It has the banner type's size, as an upload must;
 * it is an SVG like the demo's other pictures (an upload is PNG, GIF or JPEG; storage serves an SVG under a
 * policy that forbids scripts). Answers its URL; the same brand and size give the same file.
 */
export async function storeDemoBannerImage(
  db: Db,
  storage: ObjectStorage,
  image: DemoBannerImage,
): Promise<string> {
  const bytes = new TextEncoder().encode(demoBannerSvg(image));
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const key = `c${image.companyId}/banners/${digest}.svg`;
  await storage.put(key, bytes, 'image/svg+xml');
  await db
    .insert(uploadedImages)
    .values({
      companyId: image.companyId,
      storageKey: key,
      url: storage.url(key),
      contentType: 'image/svg+xml',
      width: image.bannerType.width,
      height: image.bannerType.height,
      bytes: bytes.length,
      source: 'UPLOAD',
      createdBy: image.uploadedBy,
    })
    .onConflictDoNothing();
  return storage.url(key);
}
