/**
 * What the portal asks of Meta's Marketing API (docs/decisions/0230). Two implementations: the sandbox
 * (default, state in the `meta_sandbox_*` tables) and the Graph API client (selected by META_* variables).
 * Money is in micros of the account currency; days are YYYY-MM-DD in the account's zone.
 */
export type MetaCampaignConfiguredStatus = 'ACTIVE' | 'PAUSED' | 'DELETED' | 'ARCHIVED';

export type MetaAdAccountInfo = {
  accountId: string;
  accountName: string;
  currency: string;
  /** Meta's timezone_name: the account's days (insights, budgets) are days in this zone. */
  timeZone: string;
  productSetId: string;
};

/** What opening an ad account for a seller page asks. */
export type MetaAdAccountRequest = {
  sellerName: string;
  sellerPageUrl: string;
  currency: string;
  timeZone: string;
};

/** The account Meta opened for a request: named after the seller, in the request's currency and zone. */
export const adAccountInfo = (
  request: MetaAdAccountRequest,
  accountId: string,
  productSetId: string,
): MetaAdAccountInfo => ({
  accountId,
  accountName: request.sellerName,
  currency: request.currency,
  timeZone: request.timeZone,
  productSetId,
});

/** Meta's campaign objective of every portal campaign (catalog sales). */
export const META_OBJECTIVE = 'OUTCOME_SALES';

export type MetaCampaignSpec = {
  name: string;
  status: MetaCampaignConfiguredStatus;
  lifetimeBudgetMicros: bigint;
  startTime: Date;
  stopTime: Date | null;
  productSetId: string;
  creativeText: string;
  customAudienceIds: number[];
};

export type MetaCampaignInfo = MetaCampaignSpec & {
  id: string;
  accountId: string;
  objective: string;
  /** Meta's effective_status: ACTIVE, PAUSED, CAMPAIGN_PAUSED, IN_PROCESS, WITH_ISSUES, ... */
  effectiveStatus: string;
  /** Lifetime budget minus lifetime spend. */
  budgetRemainingMicros: bigint;
};

/** Daily rows (time_increment=1) of an account, per campaign when `level` is 'campaign'. */
export type MetaInsightsQuery = {
  accountId: string;
  level: 'account' | 'campaign';
  since: string;
  until: string;
  campaignIds?: string[];
};

export type MetaInsightRow = {
  campaignId: string | null;
  dateStart: string;
  dateStop: string;
  impressions: number;
  clicks: number;
  spendMicros: bigint;
  purchases: number;
  purchaseValueMicros: bigint;
};

/** An error as Meta answers it (`{ error: { message, type, code, error_subcode, error_user_msg } }`). */
export class MetaApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly type: string,
    readonly userMessage: string | null,
    readonly subcode: number | null = null,
  ) {
    super(message);
    this.name = 'MetaApiError';
  }
}

export interface MetaAds {
  readonly name: 'sandbox' | 'graph';
  /** Opens an ad account for a seller page, with the seller's product set. */
  createAdAccount(input: MetaAdAccountRequest): Promise<MetaAdAccountInfo>;
  /** Adds prepaid funds to the account (a completed top-up). Idempotent per key. */
  addFunds(accountId: string, amountMicros: bigint, idempotencyKey: string): Promise<void>;
  accountBalance(accountId: string): Promise<bigint>;
  createCampaign(accountId: string, spec: MetaCampaignSpec): Promise<MetaCampaignInfo>;
  updateCampaign(campaignId: string, changes: Partial<MetaCampaignSpec>): Promise<MetaCampaignInfo>;
  getCampaign(campaignId: string): Promise<MetaCampaignInfo | null>;
  listCampaigns(accountId: string): Promise<MetaCampaignInfo[]>;
  /** Daily rows (time_increment=1), per campaign when `level` is 'campaign', else for the account. */
  insights(input: MetaInsightsQuery): Promise<MetaInsightRow[]>;
  customAudiences(accountId: string): Promise<{ id: number; name: string }[]>;
}
