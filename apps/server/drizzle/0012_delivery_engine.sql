CREATE TABLE "ad_event_ids" (
	"event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_events" (
	"seq" bigserial NOT NULL,
	"event_id" text NOT NULL,
	"item_index" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shopper_id" text NOT NULL,
	"catalog_id" integer NOT NULL,
	"company_id" integer,
	"campaign_id" integer,
	"ad_set_id" integer,
	"brand_id" integer,
	"decision_id" text,
	"sku" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"page_type" text DEFAULT '' NOT NULL,
	"search_term" text DEFAULT '' NOT NULL,
	"banner_type" text DEFAULT '' NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	"order_id" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales_micros" bigint DEFAULT 0 NOT NULL,
	"attribution" text,
	"attributed_event_id" text,
	CONSTRAINT "ad_events_occurred_at_seq_pk" PRIMARY KEY("occurred_at","seq")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
-- One partition per UTC day, created by the engine before it writes a day (delivery/event-partitions.ts);
-- the default partition only catches what that missed, and stays empty in normal running.
CREATE TABLE "ad_events_default" PARTITION OF "ad_events" DEFAULT;
--> statement-breakpoint
CREATE TABLE "ad_rollups_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"ad_set_id" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"banner_type" text DEFAULT '' NOT NULL,
	"search_term" text DEFAULT '' NOT NULL,
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
	CONSTRAINT "ad_rollups_hourly_hour_ad_set_id_sku_platform_banner_type_search_term_pk" PRIMARY KEY("hour","ad_set_id","sku","platform","banner_type","search_term")
);
--> statement-breakpoint
CREATE TABLE "ad_set_daily_spend" (
	"ad_set_id" integer NOT NULL,
	"day" date NOT NULL,
	"spent_micros" bigint DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_set_daily_spend_ad_set_id_day_pk" PRIMARY KEY("ad_set_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_set_spend" (
	"ad_set_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pending_micros" bigint DEFAULT 0 NOT NULL,
	"pending_clicks" integer DEFAULT 0 NOT NULL,
	"pending_impressions" integer DEFAULT 0 NOT NULL,
	"charged_micros" bigint DEFAULT 0 NOT NULL,
	"total_micros" bigint DEFAULT 0 NOT NULL,
	"batch_no" integer DEFAULT 0 NOT NULL,
	"oldest_pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "marketplace_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "ad_rollups_hourly" ADD CONSTRAINT "ad_rollups_hourly_ad_set_id_sponsor_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."sponsor_ad_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rollups_hourly" ADD CONSTRAINT "ad_rollups_hourly_campaign_id_sponsor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sponsor_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rollups_hourly" ADD CONSTRAINT "ad_rollups_hourly_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_rollups_hourly" ADD CONSTRAINT "ad_rollups_hourly_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_set_daily_spend" ADD CONSTRAINT "ad_set_daily_spend_ad_set_id_sponsor_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."sponsor_ad_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_set_spend" ADD CONSTRAINT "ad_set_spend_ad_set_id_sponsor_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."sponsor_ad_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_set_spend" ADD CONSTRAINT "ad_set_spend_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_api_keys" ADD CONSTRAINT "marketplace_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_api_keys" ADD CONSTRAINT "marketplace_api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_events_shopper_idx" ON "ad_events" USING btree ("shopper_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "ad_events_ad_set_idx" ON "ad_events" USING btree ("ad_set_id","occurred_at");--> statement-breakpoint
CREATE INDEX "ad_rollups_campaign_idx" ON "ad_rollups_hourly" USING btree ("campaign_id","hour");--> statement-breakpoint
CREATE INDEX "ad_rollups_company_idx" ON "ad_rollups_hourly" USING btree ("company_id","hour");--> statement-breakpoint
-- The delivery index (each server process keeps the eligible ad sets in memory) is rebuilt when what it
-- reads changes: one notification per statement, folded by PostgreSQL within a transaction.
CREATE OR REPLACE FUNCTION notify_delivery_index() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('delivery_index', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sponsor_ad_sets_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "sponsor_ad_sets" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER sponsor_product_ads_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "sponsor_product_ads" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER sponsor_banner_ads_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "sponsor_banner_ads" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER sponsor_banner_placements_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "sponsor_banner_placements" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER products_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER credits_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "credits" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
