CREATE TABLE "banner_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"banner_type" text NOT NULL,
	"platform" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_types_banner_type_unique" UNIQUE("banner_type")
);
--> statement-breakpoint
CREATE TABLE "column_settings" (
	"user_id" integer NOT NULL,
	"list_key" text NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "column_settings_user_id_list_key_pk" PRIMARY KEY("user_id","list_key")
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"catalog_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"search_count" integer NOT NULL,
	CONSTRAINT "search_keywords_catalog_id_keyword_pk" PRIMARY KEY("catalog_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_ad_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"ad_type" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"running_status" text DEFAULT 'STARTED' NOT NULL,
	"effective_status" text,
	"budget_type" text NOT NULL,
	"budget_total_micros" bigint,
	"budget_daily_micros" bigint,
	"schedule_type" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"bid_type" text DEFAULT 'AUTOMATED' NOT NULL,
	"bid_micros" bigint,
	"target_roas" numeric(12, 2),
	"audience_name" text,
	"tag_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"negative_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"gender" text DEFAULT 'ALL' NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"traffic_control" integer DEFAULT 100 NOT NULL,
	"banner_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"shop" text,
	"notes" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_banner_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_set_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_banner_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_ad_id" integer NOT NULL,
	"banner_type_id" integer NOT NULL,
	"image_url" text,
	"landing_url" text,
	"deeplink" text,
	"skus" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"goal" text NOT NULL,
	"goal_other" text,
	"ad_type" text NOT NULL,
	"is_quick_create" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"updated_by" integer,
	"impersonator_id" integer,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_product_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_set_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_min_price_micros" bigint,
	"product_max_price_micros" bigint,
	"product_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_seller_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "column_settings" ADD CONSTRAINT "column_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD CONSTRAINT "search_keywords_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_ad_sets" ADD CONSTRAINT "sponsor_ad_sets_campaign_id_sponsor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sponsor_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_ad_sets" ADD CONSTRAINT "sponsor_ad_sets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_ad_sets" ADD CONSTRAINT "sponsor_ad_sets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_ad_sets" ADD CONSTRAINT "sponsor_ad_sets_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_banner_ads" ADD CONSTRAINT "sponsor_banner_ads_ad_set_id_sponsor_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."sponsor_ad_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_banner_ads" ADD CONSTRAINT "sponsor_banner_ads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_banner_placements" ADD CONSTRAINT "sponsor_banner_placements_banner_ad_id_sponsor_banner_ads_id_fk" FOREIGN KEY ("banner_ad_id") REFERENCES "public"."sponsor_banner_ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_banner_placements" ADD CONSTRAINT "sponsor_banner_placements_banner_type_id_banner_types_id_fk" FOREIGN KEY ("banner_type_id") REFERENCES "public"."banner_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_campaigns" ADD CONSTRAINT "sponsor_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_campaigns" ADD CONSTRAINT "sponsor_campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_campaigns" ADD CONSTRAINT "sponsor_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_history" ADD CONSTRAINT "sponsor_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_history" ADD CONSTRAINT "sponsor_history_campaign_id_sponsor_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."sponsor_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_history" ADD CONSTRAINT "sponsor_history_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_history" ADD CONSTRAINT "sponsor_history_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_product_ads" ADD CONSTRAINT "sponsor_product_ads_ad_set_id_sponsor_ad_sets_id_fk" FOREIGN KEY ("ad_set_id") REFERENCES "public"."sponsor_ad_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_product_ads" ADD CONSTRAINT "sponsor_product_ads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "segments_catalog_name_idx" ON "segments" USING btree ("catalog_id","name");--> statement-breakpoint
CREATE INDEX "sponsor_ad_sets_campaign_idx" ON "sponsor_ad_sets" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "sponsor_ad_sets_company_idx" ON "sponsor_ad_sets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sponsor_ad_sets_serving_idx" ON "sponsor_ad_sets" USING btree ("catalog_id","ad_type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_banner_ads_ad_set_idx" ON "sponsor_banner_ads" USING btree ("ad_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_banner_placements_ad_type_idx" ON "sponsor_banner_placements" USING btree ("banner_ad_id","banner_type_id");--> statement-breakpoint
CREATE INDEX "sponsor_campaigns_company_idx" ON "sponsor_campaigns" USING btree ("company_id","ad_type","created_at");--> statement-breakpoint
CREATE INDEX "sponsor_history_object_idx" ON "sponsor_history" USING btree ("object_type","object_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_product_ads_ad_set_idx" ON "sponsor_product_ads" USING btree ("ad_set_id");--> statement-breakpoint
CREATE INDEX "uploaded_images_company_idx" ON "uploaded_images" USING btree ("company_id");