import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphClient } from './graph-client';
import { GraphMetaAds } from './graph-meta-ads';
import { MetaApiError } from './meta-ads';

/** A local server answering like Graph v21.0 (no network): it records each request and answers from a table. */
type Seen = { method: string; path: string; params: URLSearchParams };
let server: Server;
let seen: Seen[] = [];
let answers: Record<string, { status?: number; body: unknown }> = {};
const TOKEN = 'token-123';
const SECRET = 'app-secret';

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const params = request.method === 'POST' ? new URLSearchParams(await bodyOf(request)) : url.searchParams;
    const path = url.pathname.replace(/^\/v21\.0\//, '');
    seen.push({ method: request.method ?? '', path, params });
    const answer = answers[`${request.method} ${path}`] ?? {
      status: 400,
      body: {
        error: { message: `no route ${path}`, code: 100, type: 'GraphMethodException', error_subcode: 33 },
      },
    };
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answers = {};
});

const meta = (options = {}) => {
  const { port } = server.address() as AddressInfo;
  const client = new GraphClient({
    accessToken: TOKEN,
    businessId: '555',
    appSecret: SECRET,
    graphUrl: `http://127.0.0.1:${port}/v21.0`,
  });
  return new GraphMetaAds(client, options);
};
const campaign = {
  id: '120200000001',
  account_id: '98765',
  name: 'Spring',
  status: 'ACTIVE',
  effective_status: 'ACTIVE',
  objective: 'OUTCOME_SALES',
  lifetime_budget: '10000',
  budget_remaining: '7550',
  start_time: '2026-03-01T16:00:00+0000',
  stop_time: '2026-03-11T16:00:00+0000',
};

describe('the Graph API client', () => {
  it('signs every call with the token and its appsecret_proof', async () => {
    answers['GET act_98765/customaudiences'] = {
      body: { data: [{ id: '23850000000001', name: 'Visitors' }] },
    };
    expect(await meta().customAudiences('act_98765')).toEqual([{ id: 23850000000001, name: 'Visitors' }]);
    expect(seen[0]?.params.get('access_token')).toBe(TOKEN);
    expect(seen[0]?.params.get('appsecret_proof')).toBe(
      createHmac('sha256', SECRET).update(TOKEN).digest('hex'),
    );
  });

  it('creates an ad account under the business, with a product set when a catalog is configured', async () => {
    answers['POST 555/adaccount'] = { body: { id: 'act_98765', account_id: '98765' } };
    answers['POST 777/product_sets'] = { body: { id: '4242' } };
    const account = await meta({
      productCatalogId: '777',
      timezoneIds: { 'Asia/Singapore': 42 },
    }).createAdAccount({
      sellerName: 'Store',
      sellerPageUrl: 'https://shop.example.com/store',
      currency: 'SGD',
      timeZone: 'Asia/Singapore',
    });
    expect(account).toEqual({
      accountId: 'act_98765',
      accountName: 'Store',
      currency: 'SGD',
      timeZone: 'Asia/Singapore',
      productSetId: '4242',
    });
    const created = seen.find((s) => s.path === '555/adaccount')!.params;
    expect(
      Object.fromEntries(
        ['name', 'currency', 'timezone_id', 'end_advertiser'].map((k) => [k, created.get(k)]),
      ),
    ).toEqual({
      name: 'Store',
      currency: 'SGD',
      timezone_id: '42',
      end_advertiser: '555',
    });
  });

  it('creates OUTCOME_SALES campaigns with the lifetime budget in minor units and no special ad category, then the ad set', async () => {
    answers['GET act_98765'] = { body: { currency: 'SGD', id: 'act_98765' } };
    answers['POST act_98765/campaigns'] = { body: { id: campaign.id } };
    answers['POST act_98765/adsets'] = { body: { id: '3333' } };
    answers[`GET ${campaign.id}`] = { body: campaign };
    const info = await meta().createCampaign('act_98765', {
      name: 'Spring',
      status: 'ACTIVE',
      lifetimeBudgetMicros: 100_000_000n,
      startTime: new Date('2026-03-01T16:00:00Z'),
      stopTime: new Date('2026-03-11T16:00:00Z'),
      productSetId: '4242',
      creativeText: 'Shop',
      customAudienceIds: [23850000000001],
    });
    const sent = seen.find((s) => s.path === 'act_98765/campaigns')!.params;
    expect(sent.get('objective')).toBe('OUTCOME_SALES');
    expect(sent.get('lifetime_budget')).toBe('10000');
    expect(sent.get('special_ad_categories')).toBe('[]');
    const adSet = seen.find((s) => s.path === 'act_98765/adsets')!.params;
    expect(JSON.parse(adSet.get('promoted_object')!)).toEqual({
      product_set_id: '4242',
      custom_event_type: 'PURCHASE',
    });
    expect(info).toMatchObject({
      id: campaign.id,
      accountId: 'act_98765',
      lifetimeBudgetMicros: 100_000_000n,
      budgetRemainingMicros: 75_500_000n,
      effectiveStatus: 'ACTIVE',
    });
  });

  it('reads daily insights per campaign with purchases from the actions', async () => {
    answers['GET act_98765/insights'] = {
      body: {
        data: [
          {
            campaign_id: campaign.id,
            date_start: '2026-03-02',
            date_stop: '2026-03-02',
            impressions: '1200',
            clicks: '31',
            spend: '9.87',
            actions: [
              { action_type: 'link_click', value: '31' },
              { action_type: 'purchase', value: '2' },
            ],
            action_values: [{ action_type: 'purchase', value: '45.5' }],
          },
        ],
      },
    };
    const rows = await meta().insights({
      accountId: 'act_98765',
      level: 'campaign',
      since: '2026-03-01',
      until: '2026-03-31',
      campaignIds: [campaign.id],
    });
    expect(rows).toEqual([
      {
        campaignId: campaign.id,
        dateStart: '2026-03-02',
        dateStop: '2026-03-02',
        impressions: 1200,
        clicks: 31,
        spendMicros: 9_870_000n,
        purchases: 2,
        purchaseValueMicros: 45_500_000n,
      },
    ]);
    const params = seen[0]!.params;
    expect(params.get('level')).toBe('campaign');
    expect(params.get('time_increment')).toBe('1');
    expect(JSON.parse(params.get('time_range')!)).toEqual({ since: '2026-03-01', until: '2026-03-31' });
    expect(params.get('fields')).toBe('campaign_id,impressions,clicks,spend,actions,action_values');
  });

  it('answers the balance as spend_cap minus amount_spent, and adds funds by raising the spend cap', async () => {
    answers['GET act_98765'] = { body: { spend_cap: '50000', amount_spent: '12345', currency: 'SGD' } };
    answers['POST act_98765'] = { body: { success: true } };
    expect(await meta().accountBalance('act_98765')).toBe(376_550_000n);
    await meta().addFunds('act_98765', 20_000_000n, 'key');
    expect(seen.at(-1)?.params.get('spend_cap')).toBe('52000');
  });

  it("maps Meta's { error } to MetaApiError, and an unknown campaign to null", async () => {
    answers['GET act_98765'] = {
      status: 400,
      body: {
        error: {
          message: 'Error validating access token: Session has expired',
          type: 'OAuthException',
          code: 190,
          error_subcode: 463,
        },
      },
    };
    const error = await meta()
      .accountBalance('act_98765')
      .catch((e) => e);
    expect(error).toBeInstanceOf(MetaApiError);
    expect(error).toMatchObject({ code: 190, type: 'OAuthException', subcode: 463, userMessage: null });
    answers['GET act_98765/campaigns'] = {
      status: 400,
      body: {
        error: {
          message: '(#17) User request limit reached',
          type: 'OAuthException',
          code: 17,
          error_user_msg: 'Too many calls',
        },
      },
    };
    expect(
      await meta()
        .listCampaigns('act_98765')
        .catch((e) => e),
    ).toMatchObject({ code: 17, userMessage: 'Too many calls' });
    expect(await meta().getCampaign('404')).toBeNull();
  });
});
