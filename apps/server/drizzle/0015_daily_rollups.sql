CREATE TABLE "ad_rollups_daily" (
	"day" date NOT NULL,
	"ad_set_id" integer NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"banner_type" text DEFAULT '' NOT NULL,
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"costs_micros" bigint DEFAULT 0 NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"items_sold" bigint DEFAULT 0 NOT NULL,
	"click7_sales_micros" bigint DEFAULT 0 NOT NULL,
	"halo_items_sold" bigint DEFAULT 0 NOT NULL,
	"halo_sales_micros" bigint DEFAULT 0 NOT NULL,
	"view7_sales_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_rollups_daily_day_ad_set_id_platform_banner_type_pk" PRIMARY KEY("day","ad_set_id","platform","banner_type")
);
--> statement-breakpoint
ALTER TABLE "ad_rollups_daily" ADD CONSTRAINT "ad_rollups_daily_ad_set_id_sponsor_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."sponsor_ad_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rollups_daily" ADD CONSTRAINT "ad_rollups_daily_campaign_id_sponsor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sponsor_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rollups_daily" ADD CONSTRAINT "ad_rollups_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rollups_daily" ADD CONSTRAINT "ad_rollups_daily_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_rollups_daily_campaign_idx" ON "ad_rollups_daily" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "ad_rollups_daily_company_idx" ON "ad_rollups_daily" USING btree ("company_id","day");--> statement-breakpoint
-- Back-fill (decision 0220): the hourly rollup summed per UTC day, ad set, platform and banner type. An ad
-- set's campaign, company, catalog and brand are the ad set's own, the same on every one of its hourly rows.
INSERT INTO "ad_rollups_daily" ("day", "ad_set_id", "platform", "banner_type", "campaign_id", "company_id",
  "catalog_id", "brand_id", "impressions", "clicks", "costs_micros", "purchases", "items_sold",
  "click7_sales_micros", "halo_items_sold", "halo_sales_micros", "view7_sales_micros")
SELECT ("hour" AT TIME ZONE 'UTC')::date, "ad_set_id", "platform", "banner_type", min("campaign_id"),
  min("company_id"), min("catalog_id"), min("brand_id"), sum("impressions"), sum("clicks"), sum("costs_micros"),
  sum("purchases"), sum("items_sold"), sum("click7_sales_micros"), sum("halo_items_sold"),
  sum("halo_sales_micros"), sum("view7_sales_micros")
FROM "ad_rollups_hourly"
GROUP BY 1, "ad_set_id", "platform", "banner_type";
