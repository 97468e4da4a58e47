import type { CartAction, CartState } from '@portal/domain/booking-cart';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { bookingDetailHref } from '../../../config/paths';
import { errorLines, type FieldError } from '../../../lib/form-errors';
import { type CreateCampaignCartVariables, useCreateCampaignCart } from '../api/create-campaign-cart';

/** Where each refusal shows: a campaign's (campaignItems.<n>…), a part of the form's, or the top's. */
export type OrderErrors = {
  top: string[];
  campaigns: Record<number, string[]>;
  brand: string[];
  payment: string[];
  terms: string[];
  voucher: string[];
};

const noErrors: OrderErrors = { top: [], campaigns: {}, brand: [], payment: [], terms: [], voucher: [] };

export function placeErrors(errors: readonly FieldError[]): OrderErrors {
  const placed: OrderErrors = { top: [], campaigns: {}, brand: [], payment: [], terms: [], voucher: [] };
  for (const error of errors) {
    const field = error.field ?? '';
    const lines = errorLines({ errors: [error] });
    const campaign = /^campaignItems\.(\d+)\b/.exec(field);
    if (campaign)
      placed.campaigns[Number(campaign[1])] = [...(placed.campaigns[Number(campaign[1])] ?? []), ...lines];
    else if (field === 'brandId') placed.brand.push(...lines);
    else if (field === 'paymentMethod') placed.payment.push(...lines);
    else if (field === 'paymentTerms') placed.terms.push(...lines);
    else if (field === 'redeemVoucherId') placed.voucher.push(...lines);
    else placed.top.push(...lines);
  }
  return placed;
}

/** The order as createCampaignCart takes it: each campaign with its chosen discounts and bookings. */
export function orderVariables(
  cart: CartState,
  brandId: string,
  idempotencyKey: string,
): CreateCampaignCartVariables {
  return {
    brandId,
    paymentMethod: cart.paymentMethod ?? 'CARD',
    paymentTerms: cart.paymentTerms,
    discountIds: null,
    campaignItems: cart.campaigns.map((campaign) => ({
      packageId: campaign.packageId,
      name: campaign.name.trim(),
      startDate: campaign.startDate ?? '',
      endDate: campaign.endDate ?? '',
      discountIds: cart.discountsMap[campaign.id] ?? [],
      bookings: campaign.bookings.map(({ ventureId, segmentId, placementId }) => ({
        ventureId,
        segmentId,
        placementId,
      })),
    })),
    redeemVoucherId: cart.voucherInfo?.redeemId ?? null,
    idempotencyKey,
  };
}

/**
 * "Place order": one idempotency key per attempt (kept across retries of the same cart, new once the cart
 * changes or an order went through), the refusals placed next to their parts and the cart kept; on success
 * the cart is emptied and the first campaign's detail opens.
 */
export function usePlaceOrder({
  cart,
  brandId,
  dispatch,
}: {
  cart: CartState;
  brandId: string | null;
  dispatch: (action: CartAction) => void;
}) {
  const navigate = useNavigate();
  const [{ fetching }, create] = useCreateCampaignCart();
  const [errors, setErrors] = useState<OrderErrors>(noErrors);
  const key = useRef<{ cart: CartState; brandId: string | null; value: string } | null>(null);

  // A change of the cart (another week, another placement...) is another order: another key.
  useEffect(() => {
    if (key.current && (key.current.cart !== cart || key.current.brandId !== brandId)) key.current = null;
  }, [cart, brandId]);

  const submit = async () => {
    if (!brandId || fetching) return;
    key.current ??= { cart, brandId, value: crypto.randomUUID() };
    setErrors(noErrors);
    const answer = await create(orderVariables(cart, brandId, key.current.value));
    const payload = answer.data?.createCampaignCart;
    if (payload?.ok && payload.ids.length > 0) {
      key.current = null;
      dispatch({ type: 'reset' });
      navigate(bookingDetailHref(payload.ids[0]!));
      return;
    }
    const placed = placeErrors(payload?.errors ?? []);
    if (answer.error) placed.top.push(...errorLines({ error: answer.error }));
    setErrors(placed);
  };

  return { submit, isPlacing: fetching, errors };
}
