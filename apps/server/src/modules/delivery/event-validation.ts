import { adEventSchema, type EventRejectionReason } from '@portal/domain/delivery-api';
import { parseDecimalToMicros } from '@portal/domain/money';
import { type AdTokenPayload, verifyAdToken } from './ad-token';

/**
 * The checks an event passes on its own, before anything is read or written (docs/delivery-api.md):
 * its shape (adEventSchema), its time against the server clock, and for an impression or a click its
 * signed token. Each failure names the event's index in the batch and one reason; the others go on.
 */

/** An event older than this is refused (TOO_OLD): past the 7-day attribution window, nothing could use it. */
export const MAX_EVENT_AGE_MS = 7 * 86_400_000;
/** An event more than this ahead of the server clock is refused (IN_THE_FUTURE): clocks differ, not by more. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

export type Rejection = {
  index: number;
  eventId: string | null;
  reason: EventRejectionReason;
  message: string;
};

type EventCommon = { index: number; eventId: string; occurredAt: Date; shopperId: string };

/** An impression or a click: everything about its ad comes from its verified token. */
export type TokenEvent = EventCommon & {
  kind: 'IMPRESSION' | 'CLICK';
  token: AdTokenPayload;
  /** The token's signature: names the token (one charge per token, whatever the event ids). */
  tokenKey: string;
  priceMicros: bigint;
};

export type PurchaseItem = { sku: string; quantity: number; priceMicros: bigint };

export type PurchaseEvent = EventCommon & {
  kind: 'PURCHASE';
  catalogId: number;
  orderId: string;
  items: PurchaseItem[];
};

export type ValidEvent = TokenEvent | PurchaseEvent;

function eventIdOf(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && 'eventId' in raw) {
    const id = (raw as { eventId: unknown }).eventId;
    if (typeof id === 'string' && id.trim() !== '') return id.trim().slice(0, 128);
  }
  return null;
}

function tokenPayloadProblem(payload: AdTokenPayload): string | null {
  const ints = [payload.adSetId, payload.campaignId, payload.companyId, payload.brandId, payload.catalogId];
  if (!ints.every((value) => Number.isSafeInteger(value) && value > 0)) return 'the token names no ad';
  if (payload.chargeModel !== 'CPC' && payload.chargeModel !== 'CPI') return 'the token has no charge model';
  if (typeof payload.priceMicros !== 'string' || !/^\d{1,18}$/.test(payload.priceMicros))
    return 'the token has no price';
  return null;
}

/** Checks each raw event of a batch; answers the valid ones (in batch order) and the refused ones. */
export function validateEvents(
  raw: readonly unknown[],
  { secret, now }: { secret: Buffer; now: Date },
): { valid: ValidEvent[]; rejected: Rejection[] } {
  const valid: ValidEvent[] = [];
  const rejected: Rejection[] = [];
  raw.forEach((candidate, index) => {
    const refuse = (reason: EventRejectionReason, message: string, eventId = eventIdOf(candidate)) =>
      rejected.push({ index, eventId, reason, message });
    const parsed = adEventSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      refuse('MALFORMED', `${where}${issue?.message ?? 'not an event'}`);
      return;
    }
    const event = parsed.data;
    const occurredAt = new Date(event.occurredAt);
    const common = { index, eventId: event.eventId, occurredAt, shopperId: event.shopperId };
    if (occurredAt.getTime() < now.getTime() - MAX_EVENT_AGE_MS) {
      refuse('TOO_OLD', 'occurredAt is more than 7 days ago', event.eventId);
      return;
    }
    if (occurredAt.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) {
      refuse('IN_THE_FUTURE', 'occurredAt is more than 5 minutes ahead of the server clock', event.eventId);
      return;
    }
    if (event.type === 'purchase') {
      const items: PurchaseItem[] = [];
      for (const [itemIndex, item] of event.order.items.entries()) {
        const priceMicros = parseDecimalToMicros(item.price);
        if (priceMicros === null || priceMicros <= 0n) {
          refuse('MALFORMED', `order.items.${itemIndex}.price: must be more than 0`, event.eventId);
          return;
        }
        items.push({ sku: item.sku, quantity: item.quantity, priceMicros });
      }
      valid.push({
        ...common,
        kind: 'PURCHASE',
        catalogId: event.catalogId,
        orderId: event.order.orderId,
        items,
      });
      return;
    }
    const check = verifyAdToken(secret, event.token, occurredAt);
    if (!check.ok) {
      const messages = {
        BAD_SIGNATURE: 'the token was not signed by this server',
        EXPIRED_TOKEN:
          'the token was not valid when the event occurred: from a minute before its decision to 24 hours after it',
        MALFORMED: 'token: not a token of this server',
      } as const;
      refuse(check.reason, messages[check.reason], event.eventId);
      return;
    }
    const problem = tokenPayloadProblem(check.payload);
    if (problem) {
      refuse('MALFORMED', `token: ${problem}`, event.eventId);
      return;
    }
    valid.push({
      ...common,
      kind: event.type === 'impression' ? 'IMPRESSION' : 'CLICK',
      token: check.payload,
      tokenKey: event.token.slice(event.token.lastIndexOf('.') + 1),
      priceMicros: BigInt(check.payload.priceMicros),
    });
  });
  return { valid, rejected };
}

/** Whether the event is the one its token charges for: clicks of CPC ads, impressions of CPI ads. */
export function isChargeable(event: TokenEvent): boolean {
  return event.token.chargeModel === (event.kind === 'CLICK' ? 'CPC' : 'CPI');
}
