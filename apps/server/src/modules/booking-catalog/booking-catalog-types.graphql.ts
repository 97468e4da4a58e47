import { parseDecimalToMicros } from '@portal/domain';
import { ventureCode } from '@portal/domain/booking-dates';
import { builder } from '../../graphql/builder';
import type { GraphQLContext } from '../../graphql/context';
import { bookingLoaders } from './booking-loaders';
import type {
  BookingView,
  CurrentBookingsView,
  DiscountRow,
  PackageTagRow,
  PackageTypeRow,
  PackageView,
  PlacementRow,
  SegmentPricingView,
  SegmentView,
  VentureView,
} from './booking-rows';
import { fromPriceLoader } from './package-from-price';

/*
 * The offer's GraphQL types (decision 0240 "GraphQL contract"), shared by the booking modules: import these
 * refs, never define the types twice.
 */

/** A percent column (numeric text) as a Decimal. */
const percent = (value: string): bigint => parseDecimalToMicros(value) ?? 0n;

/** Placements of a segment, restricted to `placementIds` when the view carries them. */
async function placementsOf(ctx: GraphQLContext, segmentId: number, placementIds: number[] | null) {
  const all = await bookingLoaders(ctx).placementsBySegment.load(segmentId);
  return placementIds === null ? all : all.filter((placement) => placementIds.includes(placement.id));
}

export const PackageTagRef = builder.objectRef<PackageTagRow>('PackageTag').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color'),
  }),
});

export const PackageTypeRef = builder.objectRef<PackageTypeRow>('PackageType').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const PlacementRef = builder.objectRef<PlacementRow>('Placement').implement({
  description: 'A slot in a segment of a venture (homepage hero, category banner, newsletter block...).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
    previewImg: t.exposeString('previewImg'),
    description: t.exposeString('description'),
    segmentId: t.exposeID('segmentId'),
    ventureId: t.exposeID('catalogId'),
  }),
});

export const VentureSegmentRef = builder.objectRef<SegmentView>('VentureSegment').implement({
  description: "A part of a venture's storefront; in a package, only the package's placements.",
  fields: (t) => ({
    id: t.id({ resolve: (view) => view.segment.id }),
    name: t.string({ resolve: (view) => view.segment.name }),
    ventureId: t.id({ resolve: (view) => view.segment.catalogId }),
    placements: t.field({
      type: [PlacementRef],
      resolve: (view, _args, ctx) => placementsOf(ctx, view.segment.id, view.placementIds),
    }),
  }),
});

export const VentureRef = builder.objectRef<VentureView>('Venture').implement({
  description: "A catalog as a booking venture; code 'Z' + the catalog code; days in its time zone.",
  fields: (t) => ({
    id: t.id({ resolve: (view) => view.catalog.id }),
    name: t.string({ resolve: (view) => view.catalog.name }),
    code: t.string({ resolve: (view) => ventureCode(view.catalog.code) }),
    currency: t.string({ resolve: (view) => view.catalog.currencyCode }),
    timeZone: t.string({ resolve: (view) => view.catalog.timeZone }),
    segments: t.field({
      type: [VentureSegmentRef],
      resolve: async (view, _args, ctx) => {
        const loaders = bookingLoaders(ctx);
        const segments = await loaders.segmentsByCatalog.load(view.catalog.id);
        const { placementIds } = view;
        if (placementIds === null) return segments.map((segment) => ({ segment, placementIds }));
        const placements = (await loaders.placementById.loadMany(placementIds)).filter(
          (placement): placement is PlacementRow => placement !== null && !(placement instanceof Error),
        );
        return segments
          .filter((segment) => placements.some((placement) => placement.segmentId === segment.id))
          .map((segment) => ({ segment, placementIds }));
      },
    }),
  }),
});

/** The package's placements, read once per package (Package.segments and Package.ventures share it). */
async function packagePlacements(ctx: GraphQLContext, packageId: number): Promise<PlacementRow[]> {
  const loaders = bookingLoaders(ctx);
  const ids = await loaders.placementIdsByPackage.load(packageId);
  const rows = await loaders.placementById.loadMany(ids);
  return rows.filter((row): row is PlacementRow => row !== null && !(row instanceof Error));
}

export const PackageRef = builder.objectRef<PackageView>('Package').implement({
  description: 'A product a seller buys: placements by the week, within its window, at fixed prices.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
    maxBookingDays: t.exposeInt('maxBookingDays'),
    minPrice: t.field({ type: 'Decimal', description: 'SGD.', resolve: (pkg) => pkg.minPriceMicros }),
    paidCreditOnly: t.exposeBoolean('paidCreditOnly'),
    customBudget: t.exposeBoolean('customBudget'),
    tags: t.field({
      type: [PackageTagRef],
      resolve: (pkg, _args, ctx) => bookingLoaders(ctx).tagsByPackage.load(pkg.id),
    }),
    types: t.field({
      type: [PackageTypeRef],
      resolve: (pkg, _args, ctx) => bookingLoaders(ctx).typesByPackage.load(pkg.id),
    }),
    segments: t.field({
      type: [VentureSegmentRef],
      resolve: async (pkg, _args, ctx) => {
        const placements = await packagePlacements(ctx, pkg.id);
        const placementIds = placements.map((placement) => placement.id);
        const segmentIds = [...new Set(placements.map((placement) => placement.segmentId))];
        const segments = await bookingLoaders(ctx).segmentById.loadMany(segmentIds);
        return segments.flatMap((segment) =>
          segment && !(segment instanceof Error) ? [{ segment, placementIds }] : [],
        );
      },
    }),
    ventures: t.field({
      type: [VentureRef],
      resolve: async (pkg, _args, ctx) => {
        const placements = await packagePlacements(ctx, pkg.id);
        const placementIds = placements.map((placement) => placement.id);
        const catalogIds = [...new Set(placements.map((placement) => placement.catalogId))].sort(
          (a, b) => a - b,
        );
        const catalogs = await Promise.all(catalogIds.map((id) => ctx.loaders.catalogById.load(id)));
        return catalogs.flatMap((catalog) => (catalog ? [{ catalog, placementIds }] : []));
      },
    }),
    fromPrice: t.field({
      type: 'Decimal',
      description: "The cheapest placement-week, in the session company's wallet currency.",
      resolve: (pkg, _args, ctx) => pkg.fromPriceMicros ?? fromPriceLoader(ctx).load(pkg.id),
    }),
  }),
});

export const SegmentPricingRef = builder.objectRef<SegmentPricingView>('SegmentPricing').implement({
  description: "The price of one placement-week of a package in a segment, in the venture's currency.",
  fields: (t) => ({
    id: t.exposeID('id'),
    packageId: t.exposeID('packageId'),
    segmentId: t.exposeID('segmentId'),
    ventureId: t.exposeID('catalogId'),
    price: t.field({ type: 'Decimal', resolve: (row) => row.priceMicros }),
    currency: t.exposeString('currency'),
    tax: t.field({ type: 'Decimal', description: 'Percent.', resolve: (row) => percent(row.taxRate) }),
    overseasTax: t.field({
      type: 'Decimal',
      description: "Percent, when the company's country is not the venture's.",
      resolve: (row) => percent(row.overseasTaxRate),
    }),
  }),
});

export const PackageDiscountRef = builder.objectRef<DiscountRow>('PackageDiscount').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    note: t.exposeString('note'),
    minAmount: t.field({ type: 'Decimal', description: 'SGD.', resolve: (row) => row.minAmountMicros }),
    discount: t.field({
      type: 'Decimal',
      description: 'Percent.',
      resolve: (row) => percent(row.discountPercent),
    }),
    beforeStart: t.exposeInt('beforeStartDays'),
    stackableDiscounts: t.exposeBoolean('stackable'),
  }),
});

export const BookingRef = builder.objectRef<BookingView>('Booking').implement({
  description: 'A placement held for a range of days: by a campaign, or a staff reservation.',
  fields: (t) => ({
    id: t.id({ resolve: (view) => view.row.id }),
    campaignId: t.id({ nullable: true, resolve: (view) => view.campaignId }),
    campaignName: t.string({ nullable: true, resolve: (view) => view.campaignName }),
    note: t.string({ nullable: true, resolve: (view) => view.note }),
    status: t.string({ description: 'ACTIVE | RELEASED', resolve: (view) => view.row.status }),
    startDate: t.string({ resolve: (view) => view.row.startDate }),
    endDate: t.string({ resolve: (view) => view.row.endDate }),
    isReservation: t.boolean({ resolve: (view) => view.row.campaignId === null }),
    venture: t.field({
      type: VentureRef,
      resolve: async (view, _args, ctx) => {
        const catalog = await ctx.loaders.catalogById.load(view.row.catalogId);
        if (!catalog) throw new Error(`booking ${view.row.id}: catalog ${view.row.catalogId} missing`);
        return { catalog, placementIds: null };
      },
    }),
    segment: t.field({
      type: VentureSegmentRef,
      resolve: async (view, _args, ctx) => {
        const segment = await bookingLoaders(ctx).segmentById.load(view.row.segmentId);
        if (!segment) throw new Error(`booking ${view.row.id}: segment ${view.row.segmentId} missing`);
        return { segment, placementIds: [view.row.placementId] };
      },
    }),
    placement: t.field({
      type: PlacementRef,
      resolve: async (view, _args, ctx) => {
        const placement = await bookingLoaders(ctx).placementById.load(view.row.placementId);
        if (!placement) throw new Error(`booking ${view.row.id}: placement ${view.row.placementId} missing`);
        return placement;
      },
    }),
  }),
});

export const CurrentBookingsRef = builder.objectRef<CurrentBookingsView>('CurrentBookings').implement({
  description: "The staff calendar: the active bookings meeting the range, and the filters' choices.",
  fields: (t) => ({
    currentBookings: t.field({ type: [BookingRef], resolve: (view) => view.currentBookings }),
    allVentures: t.field({ type: [VentureRef], resolve: (view) => view.allVentures }),
    allPlacements: t.field({ type: [PlacementRef], resolve: (view) => view.allPlacements }),
  }),
});
