import type { GraphClient } from './graph-client';
import { decimalMicros, fromMinorUnits, toMinorUnits } from './graph-money';
import {
  adAccountInfo,
  META_OBJECTIVE,
  type MetaAdAccountInfo,
  type MetaAdAccountRequest,
  type MetaAds,
  MetaApiError,
  type MetaCampaignInfo,
  type MetaCampaignSpec,
  type MetaInsightRow,
  type MetaInsightsQuery,
} from './meta-ads';

type GraphCampaign = {
  id: string;
  account_id: string;
  name: string;
  status: MetaCampaignInfo['status'];
  effective_status: string;
  objective: string;
  lifetime_budget?: string;
  budget_remaining?: string;
  start_time?: string;
  stop_time?: string;
};
type GraphAction = { action_type: string; value: string };
type GraphInsight = {
  campaign_id?: string;
  date_start: string;
  date_stop: string;
  impressions?: string;
  clicks?: string;
  spend?: string;
  actions?: GraphAction[];
  action_values?: GraphAction[];
};

const CAMPAIGN_FIELDS =
  'id,account_id,name,status,effective_status,objective,lifetime_budget,budget_remaining,start_time,stop_time';
/** Meta names a catalog sale 'purchase' (or by its pixel's and its omni-channel names): the first found counts. */
const PURCHASE_TYPES = ['purchase', 'omni_purchase', 'offsite_conversion.fb_pixel_purchase'];
const purchaseOf = (actions: GraphAction[] | undefined) =>
  PURCHASE_TYPES.map((type) => actions?.find((a) => a.action_type === type)).find(Boolean)?.value;

export type GraphMetaAdsOptions = {
  /** Meta's timezone_id of each IANA zone the catalogs use (Meta's own numbering; required by Meta to open an account). */
  timezoneIds?: Record<string, number>;
  /** The business's product catalog, where each seller's product set is made; without it no product set. */
  productCatalogId?: string;
  /** The Facebook page ads speak as; without it campaigns get their ad set but no creative nor ad. */
  pageId?: string;
};

/**
 * MetaAds over the Graph API v21.0 (docs/decisions/0230). What the real flow needs that the sandbox skips:
 * a `timezone_id` per zone (Meta's numbering), a product catalog to hold each seller's product set (feed
 * rows labelled with the seller's name in custom_label_0), a page for the creative, and funding: Meta has no
 * prepaid-funds call, so `addFunds` raises the account's spend_cap by the amount (the caller's top-up is
 * idempotent; Graph keeps no key) and the balance is spend_cap − amount_spent.
 */
export class GraphMetaAds implements MetaAds {
  readonly name = 'graph' as const;
  private readonly currencies = new Map<string, string>();

  constructor(
    private readonly graph: GraphClient,
    private readonly options: GraphMetaAdsOptions = {},
  ) {}

  async createAdAccount(input: MetaAdAccountRequest): Promise<MetaAdAccountInfo> {
    const account = await this.graph.post<{ id: string }>(`${this.graph.businessId}/adaccount`, {
      name: input.sellerName,
      currency: input.currency,
      timezone_id: this.options.timezoneIds?.[input.timeZone],
      end_advertiser: this.graph.businessId,
      media_agency: 'NONE',
      partner: 'NONE',
    });
    let productSetId = '';
    if (this.options.productCatalogId) {
      const set = await this.graph.post<{ id: string }>(`${this.options.productCatalogId}/product_sets`, {
        name: input.sellerName,
        filter: { custom_label_0: { eq: input.sellerName } },
      });
      productSetId = set.id;
    }
    this.currencies.set(account.id, input.currency);
    return adAccountInfo(input, account.id, productSetId);
  }

  private async currencyOf(accountId: string): Promise<string> {
    const known = this.currencies.get(accountId);
    if (known) return known;
    const account = await this.graph.get<{ currency: string }>(accountId, { fields: 'currency' });
    this.currencies.set(accountId, account.currency);
    return account.currency;
  }

  async addFunds(accountId: string, amountMicros: bigint, _idempotencyKey: string): Promise<void> {
    const account = await this.graph.get<{ spend_cap?: string; currency: string }>(accountId, {
      fields: 'spend_cap,currency',
    });
    const cap = fromMinorUnits(account.spend_cap ?? '0', account.currency);
    await this.graph.post(accountId, { spend_cap: toMinorUnits(cap + amountMicros, account.currency) });
  }

  async accountBalance(accountId: string): Promise<bigint> {
    const account = await this.graph.get<{ spend_cap?: string; amount_spent?: string; currency: string }>(
      accountId,
      {
        fields: 'spend_cap,amount_spent,currency',
      },
    );
    const left =
      fromMinorUnits(account.spend_cap, account.currency) -
      fromMinorUnits(account.amount_spent, account.currency);
    return left > 0n ? left : 0n;
  }

  async createCampaign(accountId: string, spec: MetaCampaignSpec): Promise<MetaCampaignInfo> {
    const currency = await this.currencyOf(accountId);
    const campaign = await this.graph.post<{ id: string }>(`${accountId}/campaigns`, {
      name: spec.name,
      objective: META_OBJECTIVE,
      status: spec.status,
      special_ad_categories: [],
      lifetime_budget: toMinorUnits(spec.lifetimeBudgetMicros, currency),
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      start_time: spec.startTime.toISOString(),
      stop_time: spec.stopTime?.toISOString(),
    });
    if (spec.productSetId) await this.createAdSet(accountId, campaign.id, spec);
    return (await this.getCampaign(campaign.id))!;
  }

  /** The ad set that shows the product set (and its ad when a page is configured). */
  private async createAdSet(accountId: string, campaignId: string, spec: MetaCampaignSpec) {
    const adSet = await this.graph.post<{ id: string }>(`${accountId}/adsets`, {
      name: `${spec.name} – products`,
      campaign_id: campaignId,
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'OFFSITE_CONVERSIONS',
      promoted_object: { product_set_id: spec.productSetId, custom_event_type: 'PURCHASE' },
      targeting: { custom_audiences: spec.customAudienceIds.map((id) => ({ id: String(id) })) },
      start_time: spec.startTime.toISOString(),
      end_time: spec.stopTime?.toISOString(),
      status: 'ACTIVE',
    });
    if (!this.options.pageId) return;
    const creative = await this.graph.post<{ id: string }>(`${accountId}/adcreatives`, {
      name: `${spec.name} – creative`,
      product_set_id: spec.productSetId,
      object_story_spec: {
        page_id: this.options.pageId,
        template_data: { message: spec.creativeText, name: '{{product.name}}', link: '{{product.url}}' },
      },
    });
    await this.graph.post(`${accountId}/ads`, {
      name: `${spec.name} – ad`,
      adset_id: adSet.id,
      creative: { creative_id: creative.id },
      status: 'ACTIVE',
    });
  }

  async updateCampaign(campaignId: string, changes: Partial<MetaCampaignSpec>): Promise<MetaCampaignInfo> {
    const current = await this.getCampaign(campaignId);
    if (!current)
      throw new MetaApiError(`Campaign ${campaignId} does not exist`, 100, 'GraphMethodException', null, 33);
    const currency = await this.currencyOf(current.accountId);
    await this.graph.post(campaignId, {
      name: changes.name,
      status: changes.status,
      lifetime_budget:
        changes.lifetimeBudgetMicros === undefined
          ? undefined
          : toMinorUnits(changes.lifetimeBudgetMicros, currency),
      start_time: changes.startTime?.toISOString(),
      stop_time: changes.stopTime?.toISOString(),
    });
    if (changes.customAudienceIds) {
      const adSets = await this.graph.list<{ id: string }>(`${campaignId}/adsets`, { fields: 'id' });
      for (const adSet of adSets) {
        await this.graph.post(adSet.id, {
          targeting: { custom_audiences: changes.customAudienceIds.map((id) => ({ id: String(id) })) },
        });
      }
    }
    return (await this.getCampaign(campaignId))!;
  }

  async getCampaign(campaignId: string): Promise<MetaCampaignInfo | null> {
    try {
      return await this.campaignInfo(
        await this.graph.get<GraphCampaign>(campaignId, { fields: CAMPAIGN_FIELDS }),
      );
    } catch (error) {
      if (error instanceof MetaApiError && error.code === 100 && error.subcode === 33) return null;
      throw error;
    }
  }

  async listCampaigns(accountId: string): Promise<MetaCampaignInfo[]> {
    const rows = await this.graph.list<GraphCampaign>(`${accountId}/campaigns`, {
      fields: CAMPAIGN_FIELDS,
      limit: 100,
    });
    return Promise.all(rows.map((row) => this.campaignInfo(row)));
  }

  private async campaignInfo(row: GraphCampaign): Promise<MetaCampaignInfo> {
    const accountId = row.account_id.startsWith('act_') ? row.account_id : `act_${row.account_id}`;
    const currency = await this.currencyOf(accountId);
    return {
      id: row.id,
      accountId,
      name: row.name,
      status: row.status,
      effectiveStatus: row.effective_status,
      objective: row.objective,
      lifetimeBudgetMicros: fromMinorUnits(row.lifetime_budget, currency),
      budgetRemainingMicros: fromMinorUnits(row.budget_remaining, currency),
      startTime: new Date(row.start_time ?? 0),
      stopTime: row.stop_time ? new Date(row.stop_time) : null,
      // Kept on the ad set and the creative, not the campaign: the portal's rows hold them.
      productSetId: '',
      creativeText: '',
      customAudienceIds: [],
    };
  }

  async insights(input: MetaInsightsQuery): Promise<MetaInsightRow[]> {
    if (input.campaignIds && input.campaignIds.length === 0) return [];
    const rows = await this.graph.list<GraphInsight>(`${input.accountId}/insights`, {
      level: input.level,
      time_increment: 1,
      time_range: { since: input.since, until: input.until },
      fields: `${input.level === 'campaign' ? 'campaign_id,' : ''}impressions,clicks,spend,actions,action_values`,
      filtering: input.campaignIds
        ? [{ field: 'campaign.id', operator: 'IN', value: input.campaignIds }]
        : undefined,
      limit: 500,
    });
    return rows.map((row) => ({
      campaignId: input.level === 'campaign' ? (row.campaign_id ?? null) : null,
      dateStart: row.date_start,
      dateStop: row.date_stop,
      impressions: Number(row.impressions ?? 0),
      clicks: Number(row.clicks ?? 0),
      spendMicros: decimalMicros(row.spend),
      purchases: Math.trunc(Number(purchaseOf(row.actions) ?? 0)),
      purchaseValueMicros: decimalMicros(purchaseOf(row.action_values)),
    }));
  }

  async customAudiences(accountId: string): Promise<{ id: number; name: string }[]> {
    const rows = await this.graph.list<{ id: string; name: string }>(`${accountId}/customaudiences`, {
      fields: 'id,name',
      limit: 100,
    });
    // The contract's ids are Float: Meta's 17-digit ids lose their last digits past 2^53 (decision 0230).
    return rows.map((row) => ({ id: Number(row.id), name: row.name }));
  }
}
