import { createHash } from 'node:crypto';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { categories, products, uploadedImages } from '../../db/schema/index';
import type { SignedIn } from '../../graphql/context';
import { DomainError, type FieldError } from '../../graphql/errors';
import { productPictureSvg, silhouetteFor } from '../catalog/media-routes';
import { isFlagActive } from '../company/company-settings';
import { storageFor } from '../storage/storage-for';
import { BACKGROUND_SIZE, BACKGROUNDS_PER_BATCH, backgroundSvg } from './background-svg';

export const MAX_PROMPT_LENGTH = 200;
export const MAX_ATTEMPT = 1000;

export type ProductBackgroundPayload = {
  ok: boolean;
  errors: FieldError[];
  images: string[];
  imageUrl: string | null;
};

/**
 * generateProductBackground (flag enable_custom_product_image): four backdrops for one of the
 * company's products, composed locally from the prompt and stored like uploads (decision 0079).
 * The same prompt and attempt give the same images; the next attempt gives four new ones.
 */
export async function generateProductBackground({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  /** The user asking, acting for the company the images are stored for. */
  actor: SignedIn & { companyId: number };
  input: {
    catalogId: number;
    brandIds: number[] | null;
    sku: string;
    prompt: string;
    attempt: number | null | undefined;
  };
}): Promise<ProductBackgroundPayload> {
  if (!(await isFlagActive(deps, 'enable_custom_product_image')))
    throw new DomainError('sponsorContent:error.customProductImageDisabled');
  const prompt = input.prompt.trim().replace(/\s+/g, ' ');
  if (!prompt) throw new DomainError(ruleMessage('requireFillOutTheField'), 'prompt');
  if (prompt.length > MAX_PROMPT_LENGTH)
    throw new DomainError('sponsorContent:error.promptTooLong', 'prompt', { max: MAX_PROMPT_LENGTH });
  const attempt = input.attempt ?? 1;
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_ATTEMPT)
    throw new DomainError(ruleMessage('invalidNumber'), 'attempt');
  const sku = input.sku.trim();
  const [product] =
    input.brandIds?.length === 0
      ? []
      : await deps.db
          .select({ sku: products.sku, imageUrl: products.imageUrl, category: categories.name })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(
            and(
              eq(products.catalogId, input.catalogId),
              eq(products.sku, sku),
              input.brandIds ? inArray(products.brandId, input.brandIds) : undefined,
            ),
          );
  if (!product) throw new DomainError(ruleMessage('skuNotFound', { sku }), 'sku');

  const storage = storageFor(deps);
  const productSvg = productPictureSvg(product.sku, silhouetteFor(product.category, product.sku));
  const images: string[] = [];
  for (let index = 0; index < BACKGROUNDS_PER_BATCH; index++) {
    const svg = backgroundSvg({ sku, prompt, attempt, index, productSvg, productImageUrl: product.imageUrl });
    const bytes = new TextEncoder().encode(svg);
    const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const key = `c${actor.companyId}/generated/${digest}.svg`;
    await storage.put(key, bytes, 'image/svg+xml');
    await deps.db
      .insert(uploadedImages)
      .values({
        companyId: actor.companyId,
        storageKey: key,
        url: storage.url(key),
        contentType: 'image/svg+xml',
        width: BACKGROUND_SIZE,
        height: BACKGROUND_SIZE,
        bytes: bytes.length,
        source: 'GENERATED',
        createdBy: actor.user.id,
      })
      .onConflictDoNothing();
    images.push(storage.url(key));
  }
  return { ok: true, errors: [], images, imageUrl: images[0] ?? null };
}
