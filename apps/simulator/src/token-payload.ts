import { z } from 'zod';

/**
 * The parts of an ad token (`v1.<base64url JSON>.<signature>`, apps/server/src/modules/delivery/ad-token.ts)
 * the simulator reads. It decodes the payload without checking the signature (the marketplace has no
 * server secret): what it reads is what the server will charge, before budget caps.
 */
const payloadSchema = z.object({
  adSetId: z.number(),
  companyId: z.number(),
  brandId: z.number(),
  catalogId: z.number(),
  sku: z.string(),
  chargeModel: z.enum(['CPC', 'CPI']),
  priceMicros: z.string().regex(/^\d+$/),
});

export type TokenPayload = z.infer<typeof payloadSchema>;

/** The token's payload, or null when the token is not one the simulator can read. */
export function readTokenPayload(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
