-- Decision 0257: a banner's view-through sale (attribution VIEW) counts its items sold and its purchase, as a
-- product ad's click-through sale (DIRECT) does. The engine adds them from now on (rollup.ts); this adds the
-- VIEW items and purchases already stored in ad_events to every rollup that sums them. Keys as the engine
-- writes them: UTC hours and days, empty texts for missing dimensions, the campaign's ad type; a purchase is
-- the first VIEW item (lowest item index) of each order event and ad set.
CREATE TEMPORARY TABLE "view_credit" AS
SELECT date_trunc('hour', e."occurred_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "hour",
  (e."occurred_at" AT TIME ZONE 'UTC')::date AS "day", e."ad_set_id", e."company_id", e."catalog_id", e."brand_id",
  c."ad_type", coalesce(e."sku", '') AS "sku", coalesce(e."platform", '') AS "platform",
  coalesce(e."banner_type", '') AS "banner_type", coalesce(e."search_term", '') AS "search_term",
  coalesce(e."quantity", 0) AS "items",
  (row_number() OVER (PARTITION BY e."event_id", e."ad_set_id" ORDER BY e."item_index") = 1)::int AS "purchase"
FROM "ad_events" e JOIN "sponsor_campaigns" c ON c."id" = e."campaign_id"
WHERE e."kind" = 'PURCHASE' AND e."attribution" = 'VIEW' AND e."ad_set_id" IS NOT NULL;--> statement-breakpoint
UPDATE "ad_rollups_hourly" r SET "items_sold" = r."items_sold" + v."items", "purchases" = r."purchases" + v."purchases"
FROM (SELECT "hour", "ad_set_id", "sku", "platform", "banner_type", "search_term", sum("items") AS "items",
    sum("purchase") AS "purchases" FROM "view_credit" GROUP BY 1, 2, 3, 4, 5, 6) v
WHERE r."hour" = v."hour" AND r."ad_set_id" = v."ad_set_id" AND r."sku" = v."sku" AND r."platform" = v."platform"
  AND r."banner_type" = v."banner_type" AND r."search_term" = v."search_term";--> statement-breakpoint
UPDATE "ad_rollups_daily" r SET "items_sold" = r."items_sold" + v."items", "purchases" = r."purchases" + v."purchases"
FROM (SELECT "day", "ad_set_id", "platform", "banner_type", sum("items") AS "items", sum("purchase") AS "purchases"
    FROM "view_credit" GROUP BY 1, 2, 3, 4) v
WHERE r."day" = v."day" AND r."ad_set_id" = v."ad_set_id" AND r."platform" = v."platform"
  AND r."banner_type" = v."banner_type";--> statement-breakpoint
UPDATE "ad_rollups_brand_hourly" r SET "items_sold" = r."items_sold" + v."items",
  "purchases" = r."purchases" + v."purchases"
FROM (SELECT "hour", "company_id", "catalog_id", "brand_id", "ad_type", sum("items") AS "items",
    sum("purchase") AS "purchases" FROM "view_credit" GROUP BY 1, 2, 3, 4, 5) v
WHERE r."hour" = v."hour" AND r."company_id" = v."company_id" AND r."catalog_id" = v."catalog_id"
  AND r."brand_id" = v."brand_id" AND r."ad_type" = v."ad_type";--> statement-breakpoint
UPDATE "ad_rollups_term_daily" r SET "items_sold" = r."items_sold" + v."items",
  "purchases" = r."purchases" + v."purchases"
FROM (SELECT "day", "company_id", "catalog_id", "brand_id", "ad_type", "search_term", sum("items") AS "items",
    sum("purchase") AS "purchases" FROM "view_credit" GROUP BY 1, 2, 3, 4, 5, 6) v
WHERE r."day" = v."day" AND r."company_id" = v."company_id" AND r."catalog_id" = v."catalog_id"
  AND r."brand_id" = v."brand_id" AND r."ad_type" = v."ad_type" AND r."search_term" = v."search_term";--> statement-breakpoint
UPDATE "ad_rollups_term_monthly" r SET "items_sold" = r."items_sold" + v."items",
  "purchases" = r."purchases" + v."purchases"
FROM (SELECT date_trunc('month', "day"::timestamp)::date AS "month", "company_id", "catalog_id", "brand_id",
    "ad_type", "search_term", sum("items") AS "items", sum("purchase") AS "purchases"
    FROM "view_credit" GROUP BY 1, 2, 3, 4, 5, 6) v
WHERE r."month" = v."month" AND r."company_id" = v."company_id" AND r."catalog_id" = v."catalog_id"
  AND r."brand_id" = v."brand_id" AND r."ad_type" = v."ad_type" AND r."search_term" = v."search_term";--> statement-breakpoint
DROP TABLE "view_credit";
