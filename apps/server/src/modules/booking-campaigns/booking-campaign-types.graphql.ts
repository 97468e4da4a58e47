import { parseDecimalToMicros } from '@portal/domain';
import { bookingCampaignStatuses, bookingPaymentStatuses } from '@portal/domain/booking-status';
import { bookingPaymentMethods, bookingPaymentTerms } from '../../db/schema/index';
import { builder } from '../../graphql/builder';
import { pagedType } from '../../graphql/paged';
import {
  PackageDiscountRef,
  PackageRef,
  PlacementRef,
  VentureRef,
  VentureSegmentRef,
} from '../booking-catalog/booking-catalog-types.graphql';
import { bookingLoaders } from '../booking-catalog/booking-loaders';
import { BrandType } from '../catalog/catalog.types';
import {
  type BookingCampaignRow,
  bookingCampaignLoaders,
  type CampaignBookingRow,
  type HistoryRow,
  type PurchasedItemRow,
} from './booking-campaign-loaders';
import { cartInvoice, mpaInvoiceRef } from './booking-invoice-ref';
import {
  bookingLanguages,
  type PlacementFieldValueView,
  type PlacementFieldView,
  placementFieldsOf,
  placementFieldTypes,
} from './placement-fields';
import { refundableAmount } from './refundable-amount';

/** What was bought (decision 0240 "GraphQL contract"): the campaign, its bookings, money and history. */
export const BookingCampaignStatus = builder.enumType('BookingCampaignStatus', {
  values: bookingCampaignStatuses,
});
export const BookingPaymentStatus = builder.enumType('BookingPaymentStatus', {
  values: bookingPaymentStatuses,
});
export const BookingPaymentMethod = builder.enumType('BookingPaymentMethod', {
  values: bookingPaymentMethods,
});
export const BookingPaymentTerms = builder.enumType('BookingPaymentTerms', { values: bookingPaymentTerms });
export const PlacementFieldType = builder.enumType('PlacementFieldType', { values: placementFieldTypes });

const percentMicros = (value: string) => parseDecimalToMicros(value) ?? 0n;

export const PurchasedItem = builder.objectRef<PurchasedItemRow>('PurchasedItem').implement({
  description: "A campaign's money in one venture and segment, in the venture's currency.",
  fields: (t) => ({
    ventureId: t.id({ resolve: (r) => r.item.catalogId }),
    ventureName: t.exposeString('ventureName'),
    segmentName: t.exposeString('segmentName'),
    currency: t.string({ resolve: (r) => r.item.currency }),
    currencySymbol: t.string({ resolve: (r) => r.currencySymbol ?? r.item.currency }),
    rate: t.field({
      type: 'Decimal',
      description: "Units of the wallet currency per unit of the venture's.",
      resolve: (r) => percentMicros(r.item.rate),
    }),
    tax: t.field({ type: 'Decimal', description: 'Percent.', resolve: (r) => percentMicros(r.item.taxRate) }),
    subTotal: t.field({ type: 'Decimal', resolve: (r) => r.item.subtotalMicros }),
    discount: t.field({
      type: 'Decimal',
      description: 'Percent.',
      resolve: (r) => percentMicros(r.item.discountPercent),
    }),
    discountAmount: t.field({ type: 'Decimal', resolve: (r) => r.item.discountMicros }),
    taxAmount: t.field({ type: 'Decimal', resolve: (r) => r.item.taxMicros }),
    total: t.field({ type: 'Decimal', resolve: (r) => r.item.totalMicros }),
    totalWallet: t.field({ type: 'Decimal', resolve: (r) => r.item.totalWalletMicros }),
  }),
});

export const PlacementField = builder.objectRef<PlacementFieldView>('PlacementField').implement({
  fields: (t) => ({
    order: t.exposeInt('order'),
    name: t.exposeString('name'),
    guide: t.exposeString('guide'),
    rule: t.exposeString('rule'),
    type: t.field({ type: PlacementFieldType, resolve: (f) => f.type }),
  }),
});

export const PlacementFieldValue = builder
  .objectRef<PlacementFieldValueView>('PlacementFieldValue')
  .implement({
    fields: (t) => ({
      fieldName: t.exposeString('fieldName'),
      languageCode: t.exposeString('languageCode'),
      draftValue: t.exposeString('draftValue', { nullable: true }),
      publishedValue: t.exposeString('publishedValue', { nullable: true }),
    }),
  });

export const CampaignBooking = builder.objectRef<CampaignBookingRow>('CampaignBooking').implement({
  description: 'A booked placement of a campaign, with what the buyer fills for it per language.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venture: t.field({
      type: VentureRef,
      resolve: async (b, _args, ctx) => ({
        catalog: (await ctx.loaders.catalogById.load(b.catalogId))!,
        placementIds: [b.placementId],
      }),
    }),
    segment: t.field({
      type: VentureSegmentRef,
      resolve: async (b, _args, ctx) => ({
        segment: (await bookingLoaders(ctx).segmentById.load(b.segmentId))!,
        placementIds: [b.placementId],
      }),
    }),
    placement: t.field({
      type: PlacementRef,
      resolve: async (b, _args, ctx) => (await bookingLoaders(ctx).placementById.load(b.placementId))!,
    }),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    landingUrl: t.exposeString('landingUrl', { nullable: true }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    isOwner: t.boolean({
      description: "The session's company bought it.",
      resolve: (b, _args, ctx) => b.companyId !== null && b.companyId === ctx.session?.companyId,
    }),
    fields: t.field({
      type: [PlacementField],
      description: "The placement's fields, by order.",
      resolve: async (b, _args, ctx) =>
        placementFieldsOf(await bookingLoaders(ctx).placementById.load(b.placementId)),
    }),
    values: t.field({
      type: [PlacementFieldValue],
      resolve: (b, _args, ctx) => bookingCampaignLoaders(ctx).valuesByBooking.load(b.id),
    }),
    languages: t.stringList({
      description: "The venture's languages, the ones every field is filled in.",
      resolve: async (b, _args, ctx) => bookingLanguages(await ctx.loaders.catalogById.load(b.catalogId)),
    }),
  }),
});

export const CampaignHistoryEntry = builder.objectRef<HistoryRow>('CampaignHistoryEntry').implement({
  fields: (t) => ({
    id: t.id({ resolve: (h) => h.entry.id }),
    status: t.field({ type: BookingCampaignStatus, resolve: (h) => h.entry.status }),
    note: t.string({ nullable: true, resolve: (h) => h.entry.note }),
    userName: t.string({
      description: "Who changed it ('' for the system).",
      resolve: (h) => [h.firstName, h.lastName].filter(Boolean).join(' '),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (h) => h.entry.createdAt }),
  }),
});

export const BookingCampaign = builder.objectRef<BookingCampaignRow>('BookingCampaign').implement({
  description: 'One package bought for one date range (amounts in the wallet currency).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.field({ type: BookingCampaignStatus, resolve: (c) => c.status }),
    paymentStatus: t.field({ type: BookingPaymentStatus, resolve: (c) => c.paymentStatus }),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    supplier: t.string({
      description: "The company's name.",
      resolve: async (c, _args, ctx) => (await ctx.loaders.companyById.load(c.companyId))?.name ?? '',
    }),
    brand: t.field({
      type: BrandType,
      resolve: async (c, _args, ctx) => (await ctx.loaders.brandById.load(c.brandId))!,
    }),
    package: t.field({
      type: PackageRef,
      resolve: async (c, _args, ctx) => (await bookingLoaders(ctx).packageById.load(c.packageId))!,
    }),
    items: t.field({
      type: [CampaignBooking],
      resolve: (c, _args, ctx) => bookingCampaignLoaders(ctx).bookingsByCampaign.load(c.id),
    }),
    discounts: t.field({
      type: [PackageDiscountRef],
      resolve: (c, _args, ctx) => bookingCampaignLoaders(ctx).discountsByCampaign.load(c.id),
    }),
    purchasedItems: t.field({
      type: [PurchasedItem],
      resolve: (c, _args, ctx) => bookingCampaignLoaders(ctx).itemsByCampaign.load(c.id),
    }),
    subTotal: t.field({ type: 'Decimal', resolve: (c) => c.subtotalMicros }),
    discountAmount: t.field({ type: 'Decimal', resolve: (c) => c.discountMicros }),
    voucherAmount: t.field({ type: 'Decimal', resolve: (c) => c.voucherMicros }),
    taxAmount: t.field({ type: 'Decimal', resolve: (c) => c.taxMicros }),
    total: t.field({ type: 'Decimal', resolve: (c) => c.totalMicros }),
    trackingCode: t.exposeString('trackingCode'),
    currency: t.exposeString('currency'),
    paymentMethod: t.field({
      type: BookingPaymentMethod,
      resolve: async (c, _args, ctx) =>
        (await bookingCampaignLoaders(ctx).cartById.load(c.cartId))!.paymentMethod,
    }),
    paymentTerms: t.field({
      type: BookingPaymentTerms,
      resolve: async (c, _args, ctx) =>
        (await bookingCampaignLoaders(ctx).cartById.load(c.cartId))!.paymentTerms,
    }),
    refundableAmount: t.field({
      type: 'Decimal',
      description: 'What cancelling today would refund (the share by the days before the start).',
      resolve: (c, _args, ctx) => refundableAmount(ctx, c),
    }),
    chargedAmount: t.field({ type: 'Decimal', resolve: (c) => c.chargedMicros }),
    refundedAmount: t.field({ type: 'Decimal', resolve: (c) => c.refundedMicros }),
    invoice: t.field({
      type: mpaInvoiceRef,
      nullable: true,
      description: "The cart's invoice.",
      resolve: async (c, _args, ctx) => {
        const loaders = bookingCampaignLoaders(ctx);
        const cart = await loaders.cartById.load(c.cartId);
        return cart?.invoiceId ? cartInvoice(await loaders.invoiceById.load(cart.invoiceId)) : null;
      },
    }),
    cartId: t.exposeID('cartId'),
    cancelReason: t.exposeString('cancelReason', { nullable: true }),
    rejectReason: t.exposeString('rejectReason', { nullable: true }),
    history: t.field({
      type: [CampaignHistoryEntry],
      resolve: (c, _args, ctx) => bookingCampaignLoaders(ctx).historyByCampaign.load(c.id),
    }),
  }),
});

export const BookingCampaignPage = pagedType('BookingCampaignPage', BookingCampaign);
