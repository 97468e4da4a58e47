CREATE TABLE "ad_halo_skus_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"ad_set_id" integer NOT NULL,
	"sku" text NOT NULL,
	"item_sku" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"halo_sales_micros" bigint DEFAULT 0 NOT NULL,
	"halo_items_sold" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_halo_skus_hourly_hour_ad_set_id_sku_item_sku_pk" PRIMARY KEY("hour","ad_set_id","sku","item_sku")
);
--> statement-breakpoint
CREATE TABLE "ad_traffic_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"catalog_id" integer NOT NULL,
	"platform" text NOT NULL,
	"page_type" text NOT NULL,
	"category_id" integer DEFAULT 0 NOT NULL,
	"search_term" text DEFAULT '' NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"product_slots" bigint DEFAULT 0 NOT NULL,
	"product_ads_served" bigint DEFAULT 0 NOT NULL,
	"banner_slots" bigint DEFAULT 0 NOT NULL,
	"banner_ads_served" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_traffic_hourly_hour_catalog_id_platform_page_type_category_id_search_term_pk" PRIMARY KEY("hour","catalog_id","platform","page_type","category_id","search_term")
);
--> statement-breakpoint
ALTER TABLE "ad_events" ADD COLUMN "item_sku" text;--> statement-breakpoint
ALTER TABLE "ad_halo_skus_hourly" ADD CONSTRAINT "ad_halo_skus_hourly_ad_set_id_sponsor_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."sponsor_ad_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_halo_skus_campaign_idx" ON "ad_halo_skus_hourly" USING btree ("campaign_id","hour");--> statement-breakpoint
CREATE INDEX "ad_traffic_catalog_idx" ON "ad_traffic_hourly" USING btree ("catalog_id","hour");