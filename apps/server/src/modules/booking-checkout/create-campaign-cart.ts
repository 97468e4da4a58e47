import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { bookingCampaigns, bookingCarts, companyBrands, voucherRedemptions } from '../../db/schema/index';
import { DomainError, type FieldError } from '../../graphql/errors';
import { parseRowId } from '../../graphql/row-id';
import { requireBookingAccess } from '../booking-catalog/booking-access';
import { paymentErrors } from '../payments/payments-settings';
import { reservedRedemption } from '../payments/vouchers';
import type { Tx } from '../wallet/ledger';
import { loadCheckoutOffer } from './checkout-offer';
import type { CheckoutActor, CreateCampaignCartInput } from './checkout-types';
import { issueCartInvoice } from './issue-cart-invoice';
import { payCart } from './pay-cart';
import { pgError, UNIQUE_VIOLATION } from './pg-errors';
import { type CartVoucher, priceCart } from './price-cart';
import { recordCart } from './record-cart';
import { validateCart } from './validate-cart';

export type CreateCampaignCartPayload = {
  ok: boolean;
  errors: FieldError[];
  ids: string[];
  cartId: string | null;
};

const IDEMPOTENCY_KEY_MAX = 200;
const UNKNOWN_BRAND = 'brands:error.unknownBrand';
const refused = (errors: FieldError[]): CreateCampaignCartPayload => ({
  ok: false,
  errors,
  ids: [],
  cartId: null,
});

/** The answer of a cart already made with this key (same ids), or null. */
async function answerOf(db: AppDeps['db'] | Tx, companyId: number, key: string) {
  const [cart] = await db
    .select({ id: bookingCarts.id })
    .from(bookingCarts)
    .where(and(eq(bookingCarts.companyId, companyId), eq(bookingCarts.idempotencyKey, key)));
  if (!cart) return null;
  const campaigns = await db
    .select({ id: bookingCampaigns.id })
    .from(bookingCampaigns)
    .where(eq(bookingCampaigns.cartId, cart.id))
    .orderBy(asc(bookingCampaigns.id));
  return { ok: true, errors: [], ids: campaigns.map((c) => String(c.id)), cartId: String(cart.id) };
}

/** The company's reserved voucher redemption, free for this cart, as the pricing applies it. */
async function cartVoucher(tx: Tx, companyId: number, redeemId: number, now: Date) {
  const found = await reservedRedemption(tx, companyId, redeemId);
  if (!found || found.redemption.topUpRequestId !== null || found.redemption.bookingCartId !== null)
    throw new DomainError(paymentErrors.unknownRedeem, 'redeemVoucherId');
  if (found.voucher.redeemBy < now) throw new DomainError(paymentErrors.voucherExpired, 'redeemVoucherId');
  const voucher: CartVoucher = {
    percentage: found.voucher.percentage,
    fixedMicros: found.voucher.fixedPriceMicros,
    minAmountMicros: found.voucher.minAmountMicros,
  };
  return voucher;
}

/**
 * createCampaignCart (decision 0240 "Checkout"): validates and re-prices the cart from the tables, records the
 * cart, campaigns and bookings, pays and invoices it, in one transaction. The same idempotency key of the
 * company answers the first cart and charges nothing more, also when two such requests race (the loser's
 * insert hits `booking_carts_company_key_idx`, rolls back and answers the winner).
 */
export async function createCampaignCart({
  deps,
  actor,
  input,
}: {
  deps: Pick<AppDeps, 'db' | 'now'>;
  actor: CheckoutActor;
  input: CreateCampaignCartInput;
}): Promise<CreateCampaignCartPayload> {
  await requireBookingAccess({ deps, actor });
  const { companyId } = actor;
  const key = input.idempotencyKey.trim();
  if (!key || key.length > IDEMPOTENCY_KEY_MAX)
    throw new DomainError(paymentErrors.requireIdempotencyKey, 'idempotencyKey');
  const first = await answerOf(deps.db, companyId, key);
  if (first) return first;
  try {
    return await deps.db.transaction((tx) => checkout(tx, deps, actor, { ...input, idempotencyKey: key }));
  } catch (error) {
    const { code, constraint } = pgError(error);
    if (code === UNIQUE_VIOLATION && constraint === 'booking_carts_company_key_idx') {
      const winner = await answerOf(deps.db, companyId, key);
      if (winner) return winner;
    }
    throw error;
  }
}

async function checkout(
  tx: Tx,
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: CheckoutActor,
  input: CreateCampaignCartInput,
): Promise<CreateCampaignCartPayload> {
  const { companyId } = actor;
  const now = deps.now();
  const brandId = parseRowId(input.brandId);
  const [brand] = brandId
    ? await tx
        .select()
        .from(companyBrands)
        .where(and(eq(companyBrands.companyId, companyId), eq(companyBrands.brandId, brandId)))
    : [];
  if (!brand) throw new DomainError(UNKNOWN_BRAND, 'brandId');
  const packageIds = input.campaignItems.map((item) => parseRowId(item.packageId) ?? 0);
  const offer = await loadCheckoutOffer(tx, companyId, packageIds);
  const { plan, errors } = validateCart({
    offer,
    items: input.campaignItems,
    paymentMethod: input.paymentMethod,
    paymentTerms: input.paymentTerms,
    now,
  });
  if (errors.length) return refused(errors);
  const redeemId =
    input.redeemVoucherId == null || input.redeemVoucherId === ''
      ? null
      : (parseRowId(input.redeemVoucherId) ?? -1);
  const voucher = redeemId === null ? null : await cartVoucher(tx, companyId, redeemId, now);
  const priced = priceCart({
    offer,
    plan,
    cartDiscountIds: (input.discountIds ?? []).map((id) => parseRowId(id) ?? -1),
    paymentMethod: input.paymentMethod,
    voucher,
  });
  if (priced.errors.length) return refused(priced.errors);

  const wallet = offer.currencies.get(offer.company.walletCurrency)!;
  const { cart, ids } = await recordCart(tx, {
    companyId,
    userId: actor.user.id,
    brandId: brand.brandId,
    idempotencyKey: input.idempotencyKey,
    paymentMethod: input.paymentMethod,
    paymentTerms: input.paymentTerms,
    currency: wallet.code,
    campaigns: priced.priced,
    voucherRedemptionId: redeemId,
    now,
  });
  if (redeemId !== null) {
    const [used] = await tx
      .update(voucherRedemptions)
      .set({ status: 'USED', bookingCartId: cart.id })
      .where(
        and(
          eq(voucherRedemptions.id, redeemId),
          eq(voucherRedemptions.status, 'RESERVED'),
          isNull(voucherRedemptions.topUpRequestId),
          isNull(voucherRedemptions.bookingCartId),
        ),
      )
      .returning();
    if (!used) throw new DomainError(paymentErrors.unknownRedeem, 'redeemVoucherId');
  }
  await issueCartInvoice(tx, {
    cartId: cart.id,
    companyId,
    countryCode: offer.company.countryCode,
    currency: wallet.code,
    paymentMethod: input.paymentMethod,
    campaigns: priced.priced,
    now,
  });
  await payCart(tx, deps, {
    cart,
    today: plan[0]!.today,
    digits: wallet.maxFractionDigits,
    description: `Booking ${priced.priced.map((c) => c.name).join(', ')}`.slice(0, 500),
  });
  return { ok: true, errors: [], ids: ids.map(String), cartId: String(cart.id) };
}
