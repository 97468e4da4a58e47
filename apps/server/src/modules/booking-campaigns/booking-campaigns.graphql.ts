import { builder } from '../../graphql/builder';
import { requireSession } from '../../graphql/context';
import { payloadFields } from '../../graphql/payload';
import {
  BookingCampaign,
  BookingCampaignPage,
  BookingCampaignStatus,
  CampaignBooking,
  CampaignHistoryEntry,
  PlacementFieldValue,
} from './booking-campaign-types.graphql';
import { type CampaignPayload, changeCampaignStatus } from './change-campaign-status';
import { listBookingCampaigns } from './list-booking-campaigns';
import { readBookingCampaign, readCampaignHistory, readCampaignPlacements } from './read-booking-campaign';
import { type FieldValuePayload, saveBookCampaignFieldValue } from './save-book-campaign-field-value';

/** What was bought (decision 0240): the campaigns list, a campaign, its history and placements, its review. */
const ChangeCampaignStatusPayload = builder
  .objectRef<CampaignPayload>('ChangeCampaignStatusPayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      campaign: t.field({ type: BookingCampaign, nullable: true, resolve: (p) => p.campaign }),
    }),
  });

const SaveBookCampaignFieldValuePayload = builder
  .objectRef<FieldValuePayload>('SaveBookCampaignFieldValuePayload')
  .implement({
    fields: (t) => ({
      ...payloadFields(t),
      value: t.field({ type: PlacementFieldValue, nullable: true, resolve: (p) => p.value }),
    }),
  });

builder.queryFields((t) => ({
  campaigns: t.field({
    type: BookingCampaignPage,
    description:
      "Booking campaigns of the session's company (staff acting for none: every company's); `supplier` is a " +
      'staff filter; sortBy createdAt | name | startDate | status | total; fetchAll: up to 1,000 at once.',
    args: {
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 20 }),
      sortBy: t.arg.string({ defaultValue: 'createdAt' }),
      direction: t.arg.string({ defaultValue: 'desc' }),
      campaign: t.arg.id(),
      campaignName: t.arg.string(),
      venture: t.arg.id(),
      brand: t.arg.id(),
      package: t.arg.id(),
      status: t.arg({ type: BookingCampaignStatus }),
      discount: t.arg.id(),
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
      supplier: t.arg.id(),
      fetchAll: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, ctx) =>
      listBookingCampaigns({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: args,
      }),
  }),
  campaign: t.field({
    type: BookingCampaign,
    nullable: true,
    description: "A booking campaign; null when it is not the session's company's.",
    args: { campaignId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      readBookingCampaign({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { campaignId: String(args.campaignId) },
      }),
  }),
  campaignHistory: t.field({
    type: [CampaignHistoryEntry],
    description: "A booking campaign's status changes, oldest first.",
    args: { campaignId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      readCampaignHistory({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { campaignId: String(args.campaignId) },
      }),
  }),
  campaignPlacements: t.field({
    type: [CampaignBooking],
    description: "A booking campaign's booked placements with their fields and values per language.",
    args: { campaignId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      readCampaignPlacements({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { campaignId: String(args.campaignId) },
      }),
  }),
}));

builder.mutationFields((t) => ({
  changeCampaignStatus: t.field({
    type: ChangeCampaignStatusPayload,
    description:
      'Sellers submit (PENDING_FOR_APPROVAL, every required field filled); staff review, approve, disapprove ' +
      '(rejectReason required) and publish.',
    args: {
      campaignId: t.arg.id({ required: true }),
      status: t.arg({ type: BookingCampaignStatus, required: true }),
      rejectReason: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      changeCampaignStatus({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { ...args, campaignId: String(args.campaignId) },
      }),
  }),
  saveBookCampaignFieldValue: t.field({
    type: SaveBookCampaignFieldValuePayload,
    description:
      "Saves the draft value of a placement's field in one language while the campaign is editable.",
    args: {
      bookingId: t.arg.id({ required: true }),
      fieldName: t.arg.string({ required: true }),
      languageCode: t.arg.string({ required: true }),
      value: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveBookCampaignFieldValue({
        deps: ctx.deps,
        actor: requireSession(ctx),
        input: { ...args, bookingId: String(args.bookingId) },
      }),
  }),
}));
