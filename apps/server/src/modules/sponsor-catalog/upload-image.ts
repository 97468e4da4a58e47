import { createHash } from 'node:crypto';
import { type ConfigurationKey, configurationDefaults, parseConfigurationValue } from '@portal/domain';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bannerTypes, configurations, uploadedImages } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError } from '../../graphql/errors';
import { readImageInfo } from '../storage/image-info';
import { extensionFor } from '../storage/object-storage';
import { storageFor } from '../storage/storage-for';
import { toId } from './catalog-scope';

/** What the multipart parser accepts at most, whatever the configuration says; the configured limit is checked after. */
export const UPLOAD_HARD_LIMIT_BYTES = 20 * 1024 * 1024;

export type UploadedImage = { url: string; width: number; height: number };

/** A refused upload (the REST error handler answers it, http/rest-error.ts). */
const refused = (field: string, code: string, values?: Record<string, number>) =>
  new DomainError(code, field, values);

/** Over the size limit, in MB as the configuration says it. */
export function imageTooLarge(mb: number): DomainError {
  return refused('file', 'sponsorContent:error.imageTooLarge', { max: mb });
}

/** The size limit in bytes: `sponsored_image_size_limit` MB, or the quick campaign's own limit for that purpose. */
export async function imageSizeLimit(
  deps: Pick<AppDeps, 'db'>,
  purpose: string | null,
): Promise<{ mb: number; bytes: number }> {
  const key: ConfigurationKey =
    purpose === 'QUICK_CAMPAIGN' ? 'quick_campaign_image_size_limit' : 'sponsored_image_size_limit';
  const [row] = await deps.db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.key, key));
  const parsed = Number(parseConfigurationValue(row?.value ?? configurationDefaults[key]));
  const mb = Number.isFinite(parsed) && parsed > 0 ? parsed : Number(configurationDefaults[key]);
  return { mb, bytes: Math.floor(mb * 1024 * 1024) };
}

/**
 * A banner image upload: PNG, GIF or JPEG by its bytes, within the size limit and, for a banner
 * type, exactly that type's width and height. Stored under the company; answers the public URL, or
 * throws the refusal.
 */
export async function uploadImage({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  /** The user uploading, acting for the company the image is stored for. */
  actor: SignedIn & { companyId: number };
  input: { bytes: Uint8Array | null; bannerTypeId: string | null; purpose: string | null };
}): Promise<UploadedImage> {
  const { bytes } = input;
  if (!bytes || bytes.length === 0) throw refused('file', ruleMessage('requireFillOutTheField'));
  const limit = await imageSizeLimit(deps, input.purpose);
  if (bytes.length > limit.bytes) throw imageTooLarge(limit.mb);
  const info = readImageInfo(bytes);
  if (!info) throw refused('file', 'sponsorContent:error.imageType');
  if (input.bannerTypeId) {
    const id = toId(input.bannerTypeId);
    const [type] = id === null ? [] : await deps.db.select().from(bannerTypes).where(eq(bannerTypes.id, id));
    if (!type) throw refused('bannerTypeId', ruleMessage('unknownBannerType'));
    if (type.width !== info.width || type.height !== info.height)
      throw refused('file', 'sponsorContent:error.imageDimensions', {
        width: type.width,
        height: type.height,
        actualWidth: info.width,
        actualHeight: info.height,
      });
  }
  const storage = storageFor(deps);
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const key = `c${actor.companyId}/banners/${digest}.${extensionFor(info.contentType)}`;
  await storage.put(key, bytes, info.contentType);
  await deps.db
    .insert(uploadedImages)
    .values({
      companyId: actor.companyId,
      storageKey: key,
      url: storage.url(key),
      contentType: info.contentType,
      width: info.width,
      height: info.height,
      bytes: bytes.length,
      source: 'UPLOAD',
      createdBy: actor.user.id,
    })
    .onConflictDoNothing();
  return { url: storage.url(key), width: info.width, height: info.height };
}
