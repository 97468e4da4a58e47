import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { pagedType } from '../../graphql/paged';
import { payloadFields } from '../../graphql/payload';
import {
  BookingRef,
  CurrentBookingsRef,
  PackageDiscountRef,
  PackageRef,
  PackageTagRef,
  PackageTypeRef,
  PlacementRef,
  SegmentPricingRef,
  VentureRef,
} from './booking-catalog-types.graphql';
import { currentBookings, packageAvailability } from './booking-reads';
import type { BookingView } from './booking-rows';
import { listPackages } from './list-packages';
import {
  allPackageTags,
  allPackageTypes,
  allPlacements,
  allVentures,
  packageSegmentPricings,
  packagesDiscounts,
} from './offer-reads';
import { releaseBooking } from './release-booking';
import { reservePlacement } from './reserve-placement';

/** The booking offer, the packages' availability and the staff calendar (spec 3 §2.3–§2.4, decision 0240). */

const PackagePageRef = pagedType('PackagePage', PackageRef);

type BookingPayload = {
  ok: boolean;
  errors: { field: string | null; messages: string[] }[];
  booking?: BookingView;
};
const bookingPayload = (name: string) =>
  builder.objectRef<BookingPayload>(name).implement({
    fields: (t) => ({
      ...payloadFields(t),
      booking: t.field({ type: BookingRef, nullable: true, resolve: (payload) => payload.booking ?? null }),
    }),
  });
const BookCampaignPlacementPayload = bookingPayload('BookCampaignPlacementPayload');
const ReleaseBookingPayload = bookingPayload('ReleaseBookingPayload');

builder.queryFields((t) => ({
  allPackages: t.field({
    type: PackagePageRef,
    description: 'The active packages, by a month their window meets (YYYY-MM), a type and a tag; paged.',
    args: {
      month: t.arg.string(),
      packageType: t.arg.id(),
      packageTag: t.arg.id(),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 100 }),
    },
    resolve: (_root, args, ctx) => listPackages({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
  packageSegmentPricings: t.field({
    type: [SegmentPricingRef],
    description: "The price of a placement-week per package and segment (all active packages' without ids).",
    args: { packageIds: t.arg.idList() },
    resolve: (_root, args, ctx) =>
      packageSegmentPricings({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
  packagesDiscounts: t.field({
    type: [PackageDiscountRef],
    resolve: (_root, _args, ctx) =>
      packagesDiscounts({ deps: ctx.deps, actor: requireSession(ctx), input: {} }),
  }),
  allVentures: t.field({
    type: [VentureRef],
    resolve: (_root, _args, ctx) => allVentures({ deps: ctx.deps, actor: requireSession(ctx), input: {} }),
  }),
  allPlacements: t.field({
    type: [PlacementRef],
    args: { ventureId: t.arg.id(), segmentId: t.arg.id() },
    resolve: (_root, args, ctx) => allPlacements({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
  allPackageTypes: t.field({
    type: [PackageTypeRef],
    resolve: (_root, _args, ctx) =>
      allPackageTypes({ deps: ctx.deps, actor: requireSession(ctx), input: {} }),
  }),
  allPackageTags: t.field({
    type: [PackageTagRef],
    resolve: (_root, _args, ctx) => allPackageTags({ deps: ctx.deps, actor: requireSession(ctx), input: {} }),
  }),
  packageAvailability: t.field({
    type: [BookingRef],
    description:
      "The active bookings of the package's placements in the range: days and placement, no other company's names.",
    args: {
      packageId: t.arg.id({ required: true }),
      fromDate: t.arg.string({ required: true }),
      toDate: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      packageAvailability({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
  currentBookings: t.field({
    type: CurrentBookingsRef,
    description:
      "Staff: the calendar's active bookings in the range (toDate: six weeks on), and its filters' choices.",
    args: {
      fromDate: t.arg.string({ required: true }),
      toDate: t.arg.string(),
      ventureId: t.arg.id(),
      segmentId: t.arg.id(),
      placementId: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      currentBookings({ deps: ctx.deps, actor: requireSession(ctx), input: args }),
  }),
}));

builder.mutationFields((t) => ({
  bookCampaignPlacement: t.field({
    type: BookCampaignPlacementPayload,
    description: 'Staff: reserves a placement for the week of startDate, with a reason.',
    args: {
      ventureId: t.arg.id({ required: true }),
      placementId: t.arg.id({ required: true }),
      segmentId: t.arg.id({ required: true }),
      startDate: t.arg.string({ required: true }),
      endDate: t.arg.string({ required: true }),
      reserveReason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => ({
      ok: true,
      errors: [],
      ...(await reservePlacement({ deps: ctx.deps, actor: requireSession(ctx), input: args })),
    }),
  }),
  releaseBooking: t.field({
    type: ReleaseBookingPayload,
    description: "Staff: frees a reservation (a campaign's bookings are freed by cancelling the campaign).",
    args: { bookingId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => ({
      ok: true,
      errors: [],
      ...(await releaseBooking({ deps: ctx.deps, actor: requireSession(ctx), input: args })),
    }),
  }),
}));
