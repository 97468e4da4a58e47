import { parseConfigurationValue } from '@portal/domain';

/** Client-side checks of a banner image before upload (spec 2 §5); the server checks the same again. */
export const bannerImageContentTypes = ['image/png', 'image/gif', 'image/jpeg'] as const;

/** Spec 2 §9: configuration sponsored_image_size_limit, in MB, default 1.2. */
export const DEFAULT_IMAGE_SIZE_LIMIT_MB = 1.2;

export type ImageFacts = { contentType: string; bytes: number; width: number; height: number };
export type ImageIssue = { key: string; values?: Record<string, string | number> };

export function bannerImageIssues(
  image: ImageFacts,
  { width, height, limitMb }: { width: number; height: number; limitMb: number },
): ImageIssue[] {
  if (!(bannerImageContentTypes as readonly string[]).includes(image.contentType)) {
    return [{ key: 'sponsorContent:image.wrongType' }];
  }
  const issues: ImageIssue[] = [];
  if (image.width !== width || image.height !== height) {
    issues.push({
      key: 'sponsorContent:image.wrongDimensions',
      values: { width, height, actualWidth: image.width, actualHeight: image.height },
    });
  }
  if (image.bytes > limitMb * 1024 * 1024) {
    issues.push({ key: 'sponsorContent:image.tooLarge', values: { limit: limitMb } });
  }
  return issues;
}

/** The configuration value is JSON text ("1.2" or 1.2); anything unreadable falls back to the default. */
export function imageSizeLimitMb(value: string | null | undefined): number {
  if (value === null || value === undefined) return DEFAULT_IMAGE_SIZE_LIMIT_MB;
  const parsed = Number(parseConfigurationValue(value));
  return Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_IMAGE_SIZE_LIMIT_MB;
}

/** Width and height as the browser decodes the file. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    image.src = url;
  });
}
