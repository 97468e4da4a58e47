import { builder } from '../../graphql/builder';
import { requireCompanyActor, requireSession } from '../../graphql/context';
import { payloadFields } from '../../graphql/payload';
import { bookingCampaignLoaders } from '../booking-campaigns/booking-campaign-loaders';
import {
  BookingCampaign,
  BookingPaymentMethod,
  BookingPaymentTerms,
} from '../booking-campaigns/booking-campaign-types.graphql';
import { cartInvoice, mpaInvoiceRef } from '../booking-campaigns/booking-invoice-ref';
import type { CampaignPayload } from '../booking-campaigns/change-campaign-status';
import { type CartRow, cartCampaigns, readCampaignCart } from './campaign-cart';
import { cancelCampaign } from './cancel-campaign';
import { type CreateCampaignCartPayload, createCampaignCart } from './create-campaign-cart';
import { type CampaignCartPayload, markCampaignCartPaid } from './mark-campaign-cart-paid';

/** The checkout of booking packages (decision 0240 "Checkout", "Cancelling"): carts, payment, refunds. */
const CampaignCart = builder.objectRef<CartRow>('CampaignCart').implement({
  description: 'The campaigns bought together in one checkout, paid once; amounts in the wallet currency.',
  fields: (t) => ({
    id: t.exposeID('id'),
    campaigns: t.field({
      type: [BookingCampaign],
      resolve: (cart, _args, ctx) => cartCampaigns({ deps: ctx.deps, input: { cartId: cart.id } }),
    }),
    total: t.field({ type: 'Decimal', resolve: (cart) => cart.totalMicros }),
    currency: t.exposeString('currency'),
    paymentMethod: t.field({ type: BookingPaymentMethod, resolve: (cart) => cart.paymentMethod }),
    paymentTerms: t.field({ type: BookingPaymentTerms, resolve: (cart) => cart.paymentTerms }),
    invoice: t.field({
      type: mpaInvoiceRef,
      nullable: true,
      resolve: async (cart, _args, ctx) =>
        cart.invoiceId
          ? cartInvoice(await bookingCampaignLoaders(ctx).invoiceById.load(cart.invoiceId))
          : null,
    }),
  }),
});

const CampaignBookingInput = builder.inputType('CampaignBookingInput', {
  fields: (t) => ({
    ventureId: t.id({ required: true }),
    segmentId: t.id({ required: true }),
    placementId: t.id({ required: true }),
  }),
});

const CampaignItemInput = builder.inputType('CampaignItemInput', {
  description: "One campaign of the cart; discountIds: the cart's discountsMap entry (each must apply).",
  fields: (t) => ({
    packageId: t.id({ required: true }),
    name: t.string({ required: true }),
    startDate: t.string({ required: true }),
    endDate: t.string({ required: true }),
    discountIds: t.idList(),
    bookings: t.field({ type: [CampaignBookingInput], required: true }),
  }),
});

const CreateCampaignCartPayloadType = builder
  .objectRef<CreateCampaignCartPayload>('CreateCampaignCartPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      ids: t.idList({ resolve: (p) => p.ids ?? [] }),
      cartId: t.id({ nullable: true, resolve: (p) => p.cartId ?? null }),
    }),
  });

const CancelCampaignPayload = builder.objectRef<CampaignPayload>('CancelCampaignPayload').implement({
  fields: (t) => ({
    ...payloadFields(t),
    campaign: t.field({ type: BookingCampaign, nullable: true, resolve: (p) => p.campaign }),
  }),
});

const MarkCampaignCartPaidPayload = builder
  .objectRef<CampaignCartPayload>('MarkCampaignCartPaidPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      cart: t.field({ type: CampaignCart, nullable: true, resolve: (p) => p.cart }),
    }),
  });

builder.queryFields((t) => ({
  campaignCart: t.field({
    type: CampaignCart,
    nullable: true,
    description: "A cart of the session's company; another company's (or none) is null.",
    args: { cartId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      readCampaignCart({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
}));

builder.mutationFields((t) => ({
  createCampaignCart: t.field({
    type: CreateCampaignCartPayloadType,
    description:
      'Checks out the cart: re-priced on the server, booked, paid (paid credit, default card or wire transfer) ' +
      'and invoiced in one transaction; the same idempotencyKey again answers the first cart.',
    args: {
      brandId: t.arg.id({ required: true }),
      paymentMethod: t.arg({ type: BookingPaymentMethod, required: true }),
      paymentTerms: t.arg({ type: BookingPaymentTerms, required: true }),
      discountIds: t.arg.idList(),
      campaignItems: t.arg({ type: [CampaignItemInput], required: true }),
      redeemVoucherId: t.arg.id(),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      createCampaignCart({ deps: ctx.deps, actor: requireCompanyActor(ctx), input: args }),
  }),
  cancelCampaign: t.field({
    type: CancelCampaignPayload,
    description:
      'Cancels a campaign: its weeks are released, the refundable share (by days before the start) credited ' +
      'against the cart invoice and given back (wallet paid credit, or the card).',
    args: {
      campaignId: t.arg.id({ required: true }),
      cancelReason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      cancelCampaign({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
  markCampaignCartPaid: t.field({
    type: MarkCampaignCartPaidPayload,
    description:
      "Staff: a wire-transfer cart's money arrived; its campaigns become paid (DRAFT → PURCHASED).",
    args: { cartId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      markCampaignCartPaid({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
}));
