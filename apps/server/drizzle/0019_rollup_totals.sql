CREATE TABLE "ad_rollups_brand_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"company_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"ad_type" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"costs_micros" bigint DEFAULT 0 NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"items_sold" bigint DEFAULT 0 NOT NULL,
	"click7_sales_micros" bigint DEFAULT 0 NOT NULL,
	"halo_items_sold" bigint DEFAULT 0 NOT NULL,
	"halo_sales_micros" bigint DEFAULT 0 NOT NULL,
	"view7_sales_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_rollups_brand_hourly_pk" PRIMARY KEY("hour","company_id","catalog_id","brand_id","ad_type")
);
--> statement-breakpoint
CREATE TABLE "ad_rollups_term_daily" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"ad_type" text NOT NULL,
	"search_term" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"costs_micros" bigint DEFAULT 0 NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"items_sold" bigint DEFAULT 0 NOT NULL,
	"click7_sales_micros" bigint DEFAULT 0 NOT NULL,
	"halo_items_sold" bigint DEFAULT 0 NOT NULL,
	"halo_sales_micros" bigint DEFAULT 0 NOT NULL,
	"view7_sales_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_rollups_term_daily_pk" PRIMARY KEY("day","company_id","catalog_id","brand_id","ad_type","search_term")
);
--> statement-breakpoint
CREATE TABLE "ad_rollups_term_monthly" (
	"month" date NOT NULL,
	"company_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"ad_type" text NOT NULL,
	"search_term" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"costs_micros" bigint DEFAULT 0 NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"items_sold" bigint DEFAULT 0 NOT NULL,
	"click7_sales_micros" bigint DEFAULT 0 NOT NULL,
	"halo_items_sold" bigint DEFAULT 0 NOT NULL,
	"halo_sales_micros" bigint DEFAULT 0 NOT NULL,
	"view7_sales_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_rollups_term_monthly_pk" PRIMARY KEY("month","company_id","catalog_id","brand_id","ad_type","search_term")
);
--> statement-breakpoint
CREATE INDEX "ad_rollups_brand_hourly_company_idx" ON "ad_rollups_brand_hourly" USING btree ("company_id","hour");--> statement-breakpoint
CREATE INDEX "ad_rollups_term_daily_company_idx" ON "ad_rollups_term_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "ad_rollups_term_monthly_company_idx" ON "ad_rollups_term_monthly" USING btree ("company_id","month");--> statement-breakpoint
-- Back-fill (decision 0222): the hourly rollup summed per key. The ad type is the campaign's (fixed at its
-- creation); the hours and days are UTC, as the engine writes them.
INSERT INTO "ad_rollups_brand_hourly" ("hour", "company_id", "catalog_id", "brand_id", "ad_type", "impressions",
  "clicks", "costs_micros", "purchases", "items_sold", "click7_sales_micros", "halo_items_sold",
  "halo_sales_micros", "view7_sales_micros")
SELECT h."hour", h."company_id", h."catalog_id", h."brand_id", c."ad_type", sum(h."impressions"), sum(h."clicks"),
  sum(h."costs_micros"), sum(h."purchases"), sum(h."items_sold"), sum(h."click7_sales_micros"),
  sum(h."halo_items_sold"), sum(h."halo_sales_micros"), sum(h."view7_sales_micros")
FROM "ad_rollups_hourly" h JOIN "sponsor_campaigns" c ON c."id" = h."campaign_id"
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "ad_rollups_term_daily" ("day", "company_id", "catalog_id", "brand_id", "ad_type", "search_term",
  "impressions", "clicks", "costs_micros", "purchases", "items_sold", "click7_sales_micros", "halo_items_sold",
  "halo_sales_micros", "view7_sales_micros")
SELECT (h."hour" AT TIME ZONE 'UTC')::date, h."company_id", h."catalog_id", h."brand_id", c."ad_type",
  h."search_term", sum(h."impressions"), sum(h."clicks"), sum(h."costs_micros"), sum(h."purchases"),
  sum(h."items_sold"), sum(h."click7_sales_micros"), sum(h."halo_items_sold"), sum(h."halo_sales_micros"),
  sum(h."view7_sales_micros")
FROM "ad_rollups_hourly" h JOIN "sponsor_campaigns" c ON c."id" = h."campaign_id"
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "ad_rollups_term_monthly" ("month", "company_id", "catalog_id", "brand_id", "ad_type", "search_term",
  "impressions", "clicks", "costs_micros", "purchases", "items_sold", "click7_sales_micros", "halo_items_sold",
  "halo_sales_micros", "view7_sales_micros")
SELECT date_trunc('month', "day"::timestamp)::date, "company_id", "catalog_id", "brand_id", "ad_type", "search_term",
  sum("impressions"), sum("clicks"), sum("costs_micros"), sum("purchases"), sum("items_sold"),
  sum("click7_sales_micros"), sum("halo_items_sold"), sum("halo_sales_micros"), sum("view7_sales_micros")
FROM "ad_rollups_term_daily"
GROUP BY 1, 2, 3, 4, 5, 6;
