import type pg from 'pg';

/** Issue 14's reports load: one seller with this many campaigns and SKUs, a year of hourly rollups. */
export const REPORT_CAMPAIGNS = 50;
export const REPORT_SKUS = 5_000;
const AD_SETS_PER_CAMPAIGN = 2;
const DAYS = 365;

export type ReportSeed = {
  companyId: number;
  /** The bench's campaigns, in the order written (the first has SKUs 0 to 99). */
  campaignIds: number[];
  rows: number;
  dailyRows: number;
  /** The coarse rollups' rows (decision 0222): brand hours, search-term days and months. */
  brandHourlyRows: number;
  termDailyRows: number;
  termMonthlyRows: number;
  seedMs: number;
  firstHour: Date;
  lastHour: Date;
};

/**
 * A year of hourly rollups for the demo owner's company (Acme), written straight into `ad_rollups_hourly` by
 * one INSERT … SELECT over generate_series, as the engine would have left them:
 *
 * - 50 product campaigns of 2 ad sets, 50 SKUs each (5,000 SKUs), a third of the campaigns in the ID
 *   catalog, the rest in SG; the ad sets are PAUSED (the delivery index leaves them alone).
 * - Not every SKU every hour: a SKU has a row in an hour when it was shown. Between 60 (at night) and 400 (mid
 *   afternoon in Singapore) SKUs an hour, about 230 rows an hour on average (a SKU is shown one hour in 22, the long tail less),
 *   2 million a year. Each row one platform of three and one of 300 search terms, a quarter with none
 *   (category pages).
 * - The daily rollup of those rows (per UTC day, ad set, platform, banner type) and the coarse ones (per UTC
 *   hour of company, catalog, brand and ad type; per UTC day and month of those and the search term), as the
 *   engine adds them (decisions 0220, 0222).
 * - 1 to 30 impressions a row, clicks up to 8 % of them at SGD 0.10 to 0.30, a purchase after 15 % of the
 *   rows with clicks (1 or 2 items, SGD 10 to 60 each), halo sales on 5 % of the rows.
 */
export async function seedReportRollups(db: pg.Pool): Promise<ReportSeed> {
  const started = performance.now();
  const owner = await db.query<{ company_id: number }>(
    `select m.company_id from memberships m join users u on u.id = m.user_id
      where u.email = 'owner@demo.test' order by m.id limit 1`,
  );
  const companyId = owner.rows[0]!.company_id;
  const client = await db.connect();
  try {
    await client.query('begin');
    const campaigns = await client.query<{ id: number }>(
      `insert into sponsor_campaigns (company_id, brand_id, name, goal, ad_type)
       select $1, (select brand_id from company_brands where company_id = $1 order by brand_id limit 1),
              'Report bench campaign ' || g, 'DRIVE_SALES', 'PRODUCT'
         from generate_series(1, $2::int) g
       returning id`,
      [companyId, REPORT_CAMPAIGNS],
    );
    await client.query(
      `insert into sponsor_ad_sets (campaign_id, company_id, brand_id, catalog_id, ad_type, name, status,
         running_status, budget_type, schedule_type, start_date, bid_type)
       select c.id, c.company_id, c.brand_id,
              (select id from catalogs where code = case when n % 3 = 0 then 'ID' else 'SG' end),
              'PRODUCT', 'Report bench ad set ' || n || '.' || a, 'PAUSED', 'PAUSED', 'ALWAYS_ON', 'START_DATE',
              now() - interval '400 days', 'AUTOMATED'
         from unnest($1::int[]) with ordinality as x(id, n)
         join sponsor_campaigns c on c.id = x.id, generate_series(1, $2::int) a
        order by n, a`,
      [campaigns.rows.map((row) => row.id), AD_SETS_PER_CAMPAIGN],
    );
    const inserted = await client.query(
      `with ad_sets as (
         select row_number() over (order by s.id) - 1 as idx, s.id, s.campaign_id, s.catalog_id, s.brand_id
           from sponsor_ad_sets s join sponsor_campaigns c on c.id = s.campaign_id
          where c.company_id = $1 and c.name like 'Report bench campaign %'),
       hours as (
         select hour, row_number() over (order by hour) as hi,
                round(60 + 340 * (1 - cos(2 * pi() * ((extract(hour from hour) + 8 - 3)::int % 24) / 24)) / 2)::int as n
           from generate_series(date_trunc('hour', now()) - make_interval(days => $2::int) + interval '1 hour',
                                date_trunc('hour', now()), interval '1 hour') as hour),
       shown as (
         select h.hour, h.hi, (k * 12 + h.hi % 12) % $3::int as s, 1 + floor(random() * 30)::int as imp,
                random() as r1, random() as r2, random() as r3, random() as r4
           from hours h, generate_series(0, h.n - 1) as k)
       insert into ad_rollups_hourly (hour, ad_set_id, sku, platform, banner_type, search_term, campaign_id,
         company_id, catalog_id, brand_id, impressions, clicks, costs_micros, purchases, items_sold,
         click7_sales_micros, halo_items_sold, halo_sales_micros)
       select x.hour, a.id, 'BENCH-' || lpad(x.s::text, 5, '0'), (array['DESKTOP', 'MOBILE_WEB', 'APP'])[1 + (x.s + x.hi) % 3],
              '', case when (x.s + x.hi) % 4 = 0 then '' else 'term ' || ((x.s * 7 + x.hi) % 300) end,
              a.campaign_id, $1, a.catalog_id, a.brand_id, x.imp, x.clk, x.clk * (100000 + floor(x.r2 * 200000)::bigint),
              x.bought, x.bought * x.items, x.bought * x.items * (10000000 + floor(x.r3 * 50000000)::bigint),
              x.halo, x.halo * 25000000
         from (select *, floor(imp * r1 * 0.08)::int as clk,
                      case when r1 * imp * 0.08 >= 1 and r4 < 0.15 then 1 else 0 end as bought,
                      1 + (r4 * 100)::int % 2 as items, case when r4 > 0.95 then 1 else 0 end as halo
                 from shown) as x
         join ad_sets a on a.idx = x.s / ($3::int / ($4::int * $5::int))`,
      [companyId, DAYS, REPORT_SKUS, REPORT_CAMPAIGNS, AD_SETS_PER_CAMPAIGN],
    );
    // The daily rollup the engine adds in the same transaction (decision 0220): the hourly rows per UTC day.
    const daily = await client.query(
      `insert into ad_rollups_daily (day, ad_set_id, platform, banner_type, campaign_id, company_id, catalog_id,
         brand_id, impressions, clicks, costs_micros, purchases, items_sold, click7_sales_micros, halo_items_sold,
         halo_sales_micros, view7_sales_micros)
       select (hour at time zone 'UTC')::date, ad_set_id, platform, banner_type, min(campaign_id), min(company_id),
              min(catalog_id), min(brand_id), sum(impressions), sum(clicks), sum(costs_micros), sum(purchases),
              sum(items_sold), sum(click7_sales_micros), sum(halo_items_sold), sum(halo_sales_micros),
              sum(view7_sales_micros)
         from ad_rollups_hourly where company_id = $1
        group by 1, ad_set_id, platform, banner_type`,
      [companyId],
    );
    // The coarse rollups the engine adds in the same transaction (decision 0222), as migration 0019 back-fills them.
    const figures = `impressions, clicks, costs_micros, purchases, items_sold, click7_sales_micros, halo_items_sold,
      halo_sales_micros, view7_sales_micros`;
    const sums = `sum(h.impressions), sum(h.clicks), sum(h.costs_micros), sum(h.purchases), sum(h.items_sold),
      sum(h.click7_sales_micros), sum(h.halo_items_sold), sum(h.halo_sales_micros), sum(h.view7_sales_micros)`;
    const hourly =
      'ad_rollups_hourly h join sponsor_campaigns c on c.id = h.campaign_id where h.company_id = $1';
    const brandHourly = await client.query(
      `insert into ad_rollups_brand_hourly (hour, company_id, catalog_id, brand_id, ad_type, ${figures})
       select h.hour, h.company_id, h.catalog_id, h.brand_id, c.ad_type, ${sums} from ${hourly}
        group by 1, 2, 3, 4, 5`,
      [companyId],
    );
    const termDaily = await client.query(
      `insert into ad_rollups_term_daily (day, company_id, catalog_id, brand_id, ad_type, search_term, ${figures})
       select (h.hour at time zone 'UTC')::date, h.company_id, h.catalog_id, h.brand_id, c.ad_type, h.search_term,
              ${sums} from ${hourly}
        group by 1, 2, 3, 4, 5, 6`,
      [companyId],
    );
    const termMonthly = await client.query(
      `insert into ad_rollups_term_monthly (month, company_id, catalog_id, brand_id, ad_type, search_term, ${figures})
       select date_trunc('month', h.day::timestamp)::date, h.company_id, h.catalog_id, h.brand_id, h.ad_type,
              h.search_term, ${sums} from ad_rollups_term_daily h where h.company_id = $1
        group by 1, 2, 3, 4, 5, 6`,
      [companyId],
    );
    await client.query('commit');
    // Autovacuum would analyze the tables after such a load; the bench does not wait for it.
    await client.query('analyze ad_rollups_hourly');
    await client.query('analyze ad_rollups_daily');
    for (const table of ['ad_rollups_brand_hourly', 'ad_rollups_term_daily', 'ad_rollups_term_monthly'])
      await client.query(`analyze ${table}`);
    const span = await client.query<{ first: Date; last: Date }>(
      'select min(hour) as first, max(hour) as last from ad_rollups_hourly where company_id = $1',
      [companyId],
    );
    return {
      companyId,
      campaignIds: campaigns.rows.map((row) => row.id),
      rows: inserted.rowCount ?? 0,
      dailyRows: daily.rowCount ?? 0,
      brandHourlyRows: brandHourly.rowCount ?? 0,
      termDailyRows: termDaily.rowCount ?? 0,
      termMonthlyRows: termMonthly.rowCount ?? 0,
      seedMs: performance.now() - started,
      firstHour: span.rows[0]!.first,
      lastHour: span.rows[0]!.last,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
