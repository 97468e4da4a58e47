import { expect } from 'vitest';
import type { TestClient } from '../../testing/graphql-client';

/** GraphQL calls of the booking-campaigns tests. */
export const CAMPAIGN_FIELDS = `id name status paymentStatus startDate endDate supplier total trackingCode currency
  paymentMethod paymentTerms refundableAmount chargedAmount refundedAmount cartId rejectReason
  brand { id } package { id code } discounts { id } invoice { id }
  purchasedItems { ventureId ventureName segmentName currency rate tax subTotal total totalWallet }
  items { id startDate endDate isOwner venture { id code } segment { id } placement { id } }
  history { status note userName }`;

export type CampaignView = {
  id: string;
  name: string;
  status: string;
  startDate: string;
  total: string;
  supplier: string;
  refundableAmount: string;
  chargedAmount: string;
  rejectReason: string | null;
  brand: { id: string };
  package: { id: string };
  history: { status: string; note: string | null; userName: string }[];
  [key: string]: unknown;
};

export type Page = {
  page: number;
  numPages: number;
  totalCount: number;
  objects: { id: string; name: string }[];
};

export async function listCampaigns(client: TestClient, vars: Record<string, unknown>, headers = {}) {
  const response = await client.gql<{ campaigns: Page }>(
    `query($page: Int, $pageSize: Int, $sortBy: String, $direction: String, $campaign: ID, $campaignName: String,
      $venture: ID, $brand: ID, $package: ID, $status: BookingCampaignStatus, $discount: ID, $fromDate: String,
      $toDate: String, $supplier: ID, $fetchAll: Boolean) {
      campaigns(page: $page, pageSize: $pageSize, sortBy: $sortBy, direction: $direction, campaign: $campaign,
        campaignName: $campaignName, venture: $venture, brand: $brand, package: $package, status: $status,
        discount: $discount, fromDate: $fromDate, toDate: $toDate, supplier: $supplier, fetchAll: $fetchAll) {
        page numPages totalCount objects { id name } } }`,
    vars,
    headers,
  );
  return response.body;
}

/** The ids of a list, for comparing with the fixtures. */
export async function listIds(client: TestClient, vars: Record<string, unknown>, headers = {}) {
  const body = await listCampaigns(client, vars, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.campaigns.objects.map((row) => Number(row.id));
}

export async function changeStatus(
  client: TestClient,
  campaignId: number,
  status: string,
  rejectReason?: string,
) {
  const response = await client.gql<{
    changeCampaignStatus: {
      ok: boolean;
      errors: { field: string | null; messages: string[] }[];
      campaign: { status: string } | null;
    };
  }>(
    `mutation($id: ID!, $status: BookingCampaignStatus!, $reason: String) {
      changeCampaignStatus(campaignId: $id, status: $status, rejectReason: $reason) {
        ok errors { field messages } campaign { status rejectReason } } }`,
    { id: campaignId, status, reason: rejectReason },
  );
  return response.body;
}

export async function saveValue(
  client: TestClient,
  bookingId: number,
  fieldName: string,
  value: string,
  languageCode = 'en',
) {
  const response = await client.gql<{
    saveBookCampaignFieldValue: {
      ok: boolean;
      errors: { field: string | null; messages: string[] }[];
      value: {
        fieldName: string;
        languageCode: string;
        draftValue: string | null;
        publishedValue: string | null;
      } | null;
    };
  }>(
    `mutation($id: ID!, $name: String!, $lang: String!, $value: String!) {
      saveBookCampaignFieldValue(bookingId: $id, fieldName: $name, languageCode: $lang, value: $value) {
        ok errors { field messages } value { fieldName languageCode draftValue publishedValue } } }`,
    { id: bookingId, name: fieldName, lang: languageCode, value },
  );
  return response.body;
}
