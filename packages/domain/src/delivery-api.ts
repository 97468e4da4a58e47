import { z } from 'zod';
import { parseDecimalToMicros } from './money';

/**
 * The marketplace's server-to-server API (issue 13, docs/delivery-api.md): what the marketplace (or the
 * simulator) sends to `POST /v1/ads/decisions` and `POST /v1/ads/events`, and what it gets back. The
 * server validates with these schemas and publishes them as its OpenAPI document; the simulator types
 * its calls with them. Money on the wire is a decimal string in the catalog's currency ("12.50"), never a
 * float; identifiers are the portal's (catalog, ad set and campaign ids as numbers, SKUs as strings).
 */

export const deliveryPlatforms = ['DESKTOP', 'MOBILE_WEB', 'APP'] as const;
export const pageTypes = ['SEARCH', 'CATEGORY', 'PRODUCT', 'HOME'] as const;
export const adEventTypes = ['impression', 'click', 'purchase'] as const;

/** At most this many events in one `POST /v1/ads/events`. */
export const MAX_EVENTS_PER_BATCH = 1000;
/** At most this many sponsored products one page asks for. */
export const MAX_PRODUCT_SLOTS = 20;

/**
 * The largest id the API takes (catalogs, categories): ids are PostgreSQL `integer`s, so a larger number names
 * nothing and is refused by the schema rather than by the database (decision 0193).
 */
export const MAX_ID = 2_147_483_647;
/**
 * The most an order may be worth, in units of its catalog's currency (and, once credited, of the wallet's):
 * 10^16 micros, a thousandth of what a 64-bit integer of micros holds, so sums of sales have room (0193).
 */
export const MAX_ORDER_TOTAL = 10_000_000_000;
/**
 * Claims of a token's one charge (`token:<signature>`, decision 0193) and of an order's one credit
 * (`order:<catalogId>:<orderId>`, decision 0256) share the event ids' key space: no event id starts so.
 */
export const RESERVED_EVENT_ID_PREFIXES = ['token:', 'order:'] as const;
const RESERVED_PREFIXES_TEXT = RESERVED_EVENT_ID_PREFIXES.map((prefix) => `"${prefix}"`).join(' or ');

export type DeliveryPlatform = (typeof deliveryPlatforms)[number];
export type PageType = (typeof pageTypes)[number];
export type AdEventType = (typeof adEventTypes)[number];

/** No C0 or C1 control character (NUL among them, which PostgreSQL cannot store in a text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const NO_CONTROL_CHARACTERS = /^[^\x00-\x1f\x7f-\x9f]*$/;
/** A text that may be empty: trimmed, at most `max` characters, no control character. */
const plainText = (max: number) =>
  z.string().trim().max(max).regex(NO_CONTROL_CHARACTERS, 'must not contain control characters');
/** A text that may not be empty. */
const text = (max: number) =>
  z.string().trim().min(1).max(max).regex(NO_CONTROL_CHARACTERS, 'must not contain control characters');
/** A catalog's or category's id: a positive 32-bit integer. */
const id = () => z.number().int().positive().max(MAX_ID);

export const shopperSchema = z.object({
  id: text(128),
  age: z.number().int().min(0).max(130).optional(),
  gender: z.enum(['MALE', 'FEMALE']).optional(),
  /** A region or city name as the marketplace knows it, matched against an ad set's locations. */
  location: plainText(128).optional(),
  tags: z.array(text(64)).max(100).optional(),
});

export const decisionRequestSchema = z.object({
  catalogId: id(),
  platform: z.enum(deliveryPlatforms),
  pageType: z.enum(pageTypes),
  searchTerm: plainText(256).optional(),
  categoryId: id().optional(),
  /** The product shown on a PRODUCT page: never advertised on its own page. */
  sku: plainText(128).optional(),
  shopper: shopperSchema,
  slots: z.object({
    products: z.number().int().min(0).max(MAX_PRODUCT_SLOTS).default(0),
    /** Banner types on the page, e.g. DESKTOP_SEARCH. */
    banners: z.array(text(64)).max(10).default([]),
  }),
});

export const decisionProductSchema = z.object({
  sku: z.string(),
  adSetId: z.number().int(),
  campaignId: z.number().int(),
  token: z.string(),
});

export const decisionBannerSchema = z.object({
  bannerType: z.string(),
  adSetId: z.number().int(),
  campaignId: z.number().int(),
  imageUrl: z.string(),
  landingUrl: z.string().nullable(),
  deeplink: z.string().nullable(),
  skus: z.array(z.string()),
  token: z.string(),
});

export const decisionResponseSchema = z.object({
  decisionId: z.string(),
  products: z.array(decisionProductSchema),
  banners: z.array(decisionBannerSchema),
});

const money = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'a decimal amount such as "12.50"');

export const orderItemSchema = z.object({
  sku: text(128),
  quantity: z.number().int().min(1).max(10_000),
  /** The unit price paid, in the catalog's currency. */
  price: money,
});

/** An order's worth: the sum of its items' price × quantity, in micros (null when a price is not money). */
export function orderTotalMicros(items: readonly { quantity: number; price: string }[]): bigint | null {
  let total = 0n;
  for (const item of items) {
    if (typeof item.price !== 'string' || !Number.isSafeInteger(item.quantity)) return null;
    const price = parseDecimalToMicros(item.price);
    if (price === null) return null;
    total += price * BigInt(item.quantity);
  }
  return total;
}

const orderSchema = z
  .object({ orderId: text(128), items: z.array(orderItemSchema).min(1).max(200) })
  .refine(
    (order) => (orderTotalMicros(order.items) ?? 0n) <= BigInt(MAX_ORDER_TOTAL) * 1_000_000n,
    `the order's total (price × quantity over its items) must be at most ${MAX_ORDER_TOTAL}`,
  )
  .describe(
    `The sum of price × quantity over the items is at most ${MAX_ORDER_TOTAL} in the catalog's currency, and in every currency its sales may be credited in.`,
  );

const eventBase = {
  eventId: text(128)
    .refine(
      (eventId) => !RESERVED_EVENT_ID_PREFIXES.some((prefix) => eventId.startsWith(prefix)),
      `must not start with ${RESERVED_PREFIXES_TEXT}`,
    )
    .describe(`Unique per event (a retry sends the same one); never starts with ${RESERVED_PREFIXES_TEXT}.`),
  occurredAt: z.iso.datetime({ offset: true }),
  shopperId: text(128),
};

export const adEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('impression'), ...eventBase, token: text(4096) }),
  z.object({ type: z.literal('click'), ...eventBase, token: text(4096) }),
  z.object({
    type: z.literal('purchase'),
    ...eventBase,
    catalogId: id(),
    order: orderSchema,
  }),
]);

/** Why an event of a batch was not counted; each rejected event carries one. */
export const eventRejectionReasons = [
  'MALFORMED',
  'BAD_SIGNATURE',
  'EXPIRED_TOKEN',
  'UNKNOWN_SKU',
  'UNKNOWN_CATALOG',
  'TOO_OLD',
  'IN_THE_FUTURE',
] as const;
export type EventRejectionReason = (typeof eventRejectionReasons)[number];

export const eventsRequestSchema = z.object({
  // Each event is checked on its own (a malformed one is rejected with its reason, the others count).
  events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_BATCH),
});

export const eventsResponseSchema = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  /**
   * What this batch's accepted events cost, per advertiser (company id), in the advertiser's wallet currency
   * (integer micros as text): the charged events (a CPC ad's first click, a CPI banner's first impression of
   * a token) that cost more than 0 once the budgets were applied. The wallet is debited this amount within a
   * minute (decision 0190). Empty when nothing cost anything.
   */
  charged: z.array(
    z.object({
      companyId: z.number().int(),
      events: z.number().int(),
      costMicros: z.string().regex(/^\d+$/),
    }),
  ),
  rejected: z.array(
    z.object({
      index: z.number().int(),
      eventId: z.string().nullable(),
      reason: z.enum(eventRejectionReasons),
      message: z.string(),
    }),
  ),
});

export type Shopper = z.infer<typeof shopperSchema>;
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;
export type DecisionProduct = z.infer<typeof decisionProductSchema>;
export type DecisionBanner = z.infer<typeof decisionBannerSchema>;
export type AdEvent = z.infer<typeof adEventSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
export type EventsResponse = z.infer<typeof eventsResponseSchema>;
export type EventsCharge = EventsResponse['charged'][number];
