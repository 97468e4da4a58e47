import type { DecisionRequest, DecisionResponse } from '@portal/domain/delivery-api';
import type pg from 'pg';
import { type DeliveryPortal, postApi } from './delivery-portal';

/** The decision load: this many eligible ad sets in one catalog, this many product slots. */
export const AD_SETS = 500;
export const PRODUCT_SLOTS = 4;
const CAMPAIGNS = 50;
const SKUS_PER_AD_SET = 6;
const CATALOG_CODE = 'SG';

/**
 * Words of the demo products' names: each ad set bids on one of them (broad `w`, phrase `"w"` or exact
 * `[w]`), so every search term built from them is matched by about 25 ad sets of the 500.
 */
export const KEYWORDS = [
  'leather',
  'cotton',
  'linen',
  'dress',
  'jeans',
  'shirt',
  'bag',
  'sneaker',
  'shorts',
  'wallet',
  'jersey',
  'satin',
  'suede',
  'retro',
  'classic',
  'relaxed',
  'oversized',
  'tailored',
  'everyday',
  'recycled',
] as const;
const MODIFIERS = ['', 'women', 'men', 'sale', 'new'];
const PLATFORMS = ['DESKTOP', 'MOBILE_WEB', 'APP'] as const;

/** A small seeded generator (mulberry32): the same ad sets and request bodies on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type DeliverySetup = {
  catalogId: number;
  companyId: number;
  adSetIds: Set<number>;
  /** Search terms every one of which is answered with PRODUCT_SLOTS products by the bench's ad sets. */
  terms: string[];
};

/** One search page's decision request for the bench's catalog. */
export function decisionRequest(setup: DeliverySetup, n: number, term?: string): DecisionRequest {
  const random = seeded(n + 1);
  return {
    catalogId: setup.catalogId,
    platform: PLATFORMS[n % PLATFORMS.length]!,
    pageType: 'SEARCH',
    searchTerm: term ?? setup.terms[n % setup.terms.length]!,
    shopper:
      n % 2 === 0
        ? { id: `bench-shopper-${n}` }
        : {
            id: `bench-shopper-${n}`,
            age: 18 + Math.floor(random() * 50),
            gender: random() < 0.5 ? 'FEMALE' : 'MALE',
          },
    slots: { products: PRODUCT_SLOTS, banners: [] },
  };
}

/**
 * Creates AD_SETS approved, running product ad sets (in CAMPAIGNS campaigns) in the SG demo catalog for the
 * demo company with the fullest wallet, straight in the portal's tables: status DELIVERING, started, begun
 * yesterday with no end, daily and total budgets far above what the bench spends, a maximum CPC between
 * the catalog's minimum and high bid, one keyword each and a negative keyword on some, six in-stock SKUs of
 * the company's brands. The tables' triggers tell the delivery index; this waits until it serves them.
 */
export async function seedDeliveryAdSets(run: DeliveryPortal): Promise<DeliverySetup> {
  const { db } = run;
  const history = await waitForDemoHistory(run);
  if (history)
    console.log(
      `  (waited ${(history.waitedMs / 1000).toFixed(1)} s for the demo history: ${history.state})`,
    );
  const catalog = await db.query<{ id: number }>('select id from catalogs where code = $1', [CATALOG_CODE]);
  const catalogId = catalog.rows[0]!.id;
  const company = await db.query<{ company_id: number }>(
    `select company_id from ledger_postings where credit_id is not null and company_id is not null
     group by company_id order by sum(amount) desc limit 1`,
  );
  const companyId = company.rows[0]!.company_id;
  const products = await db.query<{ sku: string; name: string; brand_id: number }>(
    `select p.sku, lower(p.name) as name, p.brand_id from products p
       join company_brands cb on cb.brand_id = p.brand_id and cb.company_id = $1
       -- With validate_uploaded_product_seller on (the default) only the company's own sellers' products
       -- are served (decision 0267).
       join company_sellers cs on cs.seller_id = p.seller_id and cs.company_id = $1
      where p.catalog_id = $2 and p.stock > 0 order by p.sku`,
    [companyId, catalogId],
  );
  if (products.rows.length < SKUS_PER_AD_SET * 2)
    throw new Error(`company ${companyId} has ${products.rows.length} SKUs in stock in ${CATALOG_CODE}`);
  const brandIds = [...new Set(products.rows.map((row) => row.brand_id))];

  const client = await db.connect();
  let adSetIds: Set<number>;
  try {
    await client.query('begin');
    adSetIds = await insertAdSets(client, companyId, catalogId, brandIds, products.rows);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  const terms = KEYWORDS.flatMap((word) =>
    MODIFIERS.map((modifier) => (modifier ? `${modifier} ${word}` : word)),
  );
  const setup = { catalogId, companyId, adSetIds, terms };
  await waitUntilServed(run, setup);
  return setup;
}

async function insertAdSets(
  client: pg.PoolClient,
  companyId: number,
  catalogId: number,
  brandIds: number[],
  products: { sku: string; name: string; brand_id: number }[],
): Promise<Set<number>> {
  const campaigns = await client.query<{ id: number; brand_id: number }>(
    `insert into sponsor_campaigns (company_id, brand_id, name, goal, ad_type)
     select $1, ($2::int[])[1 + (g % cardinality($2::int[]))], 'Bench campaign ' || g, 'DRIVE_SALES', 'PRODUCT'
       from generate_series(1, $3::int) g
     returning id, brand_id`,
    [companyId, brandIds, CAMPAIGNS],
  );
  const random = seeded(13);
  const rows = Array.from({ length: AD_SETS }, (_, i) => {
    const campaign = campaigns.rows[i % CAMPAIGNS]!;
    const word = KEYWORDS[i % KEYWORDS.length]!;
    const matchType = Math.floor(i / KEYWORDS.length) % 3;
    const keyword = matchType === 0 ? word : matchType === 1 ? `"${word}"` : `[${word}]`;
    // The brand's own SKUs naming the word first, then others of the brand, then any of the company's.
    const score = (product: (typeof products)[number]) =>
      Number(product.brand_id === campaign.brand_id) * 2 + Number(product.name.includes(word));
    const pool = [...products].sort((a, b) => score(b) - score(a)).slice(0, SKUS_PER_AD_SET * 3);
    const skus = new Set<string>();
    while (skus.size < SKUS_PER_AD_SET) skus.add(pool[Math.floor(random() * pool.length)]!.sku);
    return {
      campaignId: campaign.id,
      brandId: campaign.brand_id,
      name: `Bench ad set ${i + 1} (${keyword})`,
      // SGD 0.05 to 0.30 a click: the catalog's minimum to above its recommended 0.25.
      bid: 50_000 + Math.floor(random() * 26) * 10_000,
      keyword,
      negative: i % 4 === 0 ? 'kids' : '',
      skus: [...skus],
    };
  });
  const adSets = await client.query<{ id: number }>(
    `insert into sponsor_ad_sets (campaign_id, company_id, brand_id, catalog_id, ad_type, name, status,
       running_status, budget_type, budget_daily_micros, budget_total_micros, schedule_type, start_date,
       bid_type, bid_micros, keywords, negative_keywords)
     select r.campaign_id, $1, r.brand_id, $2, 'PRODUCT', r.name, 'DELIVERING', 'STARTED', 'DAILY_TOTAL',
            200000000, 20000000000, 'START_DATE', now() - interval '1 day', 'MAXIMUM_CPC', r.bid,
            array[r.keyword], case when r.negative = '' then '{}'::text[] else array[r.negative] end
       from unnest($3::int[], $4::int[], $5::text[], $6::bigint[], $7::text[], $8::text[])
            with ordinality as r(campaign_id, brand_id, name, bid, keyword, negative, n)
      order by r.n
     returning id`,
    [
      companyId,
      catalogId,
      rows.map((row) => row.campaignId),
      rows.map((row) => row.brandId),
      rows.map((row) => row.name),
      rows.map((row) => row.bid),
      rows.map((row) => row.keyword),
      rows.map((row) => row.negative),
    ],
  );
  await client.query(
    `insert into sponsor_product_ads (ad_set_id, company_id, name, skus)
     select r.ad_set_id, $1, 'Bench products', string_to_array(r.skus, ',')
       from unnest($2::int[], $3::text[]) as r(ad_set_id, skus)`,
    [companyId, adSets.rows.map((row) => row.id), rows.map((row) => row.skus.join(','))],
  );
  return new Set(adSets.rows.map((row) => row.id));
}

/**
 * A fresh demo start writes 90 days of past delivery in the background, one job per simulated day (the
 * engine at simulated time): the bench measures after it, not beside it. Waits until every day's job is
 * DONE (or one FAILED), at most 10 minutes; null when there is no demo history to wait for.
 */
async function waitForDemoHistory(run: DeliveryPortal) {
  const started = performance.now();
  for (;;) {
    const jobs = await run.db.query<{ status: string; days: string | null }>(
      `select status, payload->>'days' as days from jobs where kind = 'demo-history'`,
    );
    if (jobs.rows.length === 0) return null;
    const days = Number(jobs.rows[0]!.days ?? jobs.rows.length);
    const done = jobs.rows.filter((job) => job.status === 'DONE').length;
    const failed = jobs.rows.some((job) => job.status === 'FAILED');
    if (done >= days || failed)
      return { state: failed ? 'a day FAILED' : `${done} days done`, waitedMs: performance.now() - started };
    if (performance.now() - started > 600_000)
      throw new Error(`the demo history is still being written after 10 minutes (${done} of ${days} days)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Until every search term is answered with PRODUCT_SLOTS products, some of the bench's ad sets (the index is
 * rebuilt on the tables' NOTIFY, debounced), at most 30 s.
 */
async function waitUntilServed(run: DeliveryPortal, setup: DeliverySetup) {
  const deadline = Date.now() + 30_000;
  for (let attempt = 0; ; attempt++) {
    const missing: string[] = [];
    for (const [n, term] of setup.terms.entries()) {
      const answer = await postApi<DecisionResponse>(
        run,
        'decisions',
        decisionRequest(setup, 1_000_000 + attempt * 1000 + n, term),
      );
      const ours = answer.products.filter((product) => setup.adSetIds.has(product.adSetId)).length;
      if (answer.products.length < PRODUCT_SLOTS || ours === 0)
        missing.push(`"${term}": ${answer.products.length} products, ${ours} of the bench's`);
    }
    if (missing.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the delivery index does not serve the bench's ad sets: ${missing.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
