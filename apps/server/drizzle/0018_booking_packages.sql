CREATE TABLE "booking_campaign_discounts" (
	"campaign_id" integer NOT NULL,
	"discount_id" integer NOT NULL,
	"discount_percent" numeric(6, 3) NOT NULL,
	CONSTRAINT "booking_campaign_discounts_campaign_id_discount_id_pk" PRIMARY KEY("campaign_id","discount_id")
);
--> statement-breakpoint
CREATE TABLE "booking_campaign_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_campaign_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"tax_rate" numeric(6, 3) NOT NULL,
	"discount_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"subtotal_micros" bigint NOT NULL,
	"discount_micros" bigint NOT NULL,
	"tax_micros" bigint NOT NULL,
	"total_micros" bigint NOT NULL,
	"total_wallet_micros" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"tracking_code" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_micros" bigint NOT NULL,
	"discount_micros" bigint NOT NULL,
	"voucher_micros" bigint DEFAULT 0 NOT NULL,
	"tax_micros" bigint NOT NULL,
	"total_micros" bigint NOT NULL,
	"charged_micros" bigint DEFAULT 0 NOT NULL,
	"refunded_micros" bigint DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"reject_reason" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_campaigns_tracking_code_unique" UNIQUE("tracking_code")
);
--> statement-breakpoint
CREATE TABLE "booking_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_terms" text NOT NULL,
	"payment_status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_micros" bigint NOT NULL,
	"discount_micros" bigint NOT NULL,
	"voucher_micros" bigint DEFAULT 0 NOT NULL,
	"tax_micros" bigint NOT NULL,
	"total_micros" bigint NOT NULL,
	"voucher_redemption_id" integer,
	"invoice_id" integer,
	"ledger_entry_id" integer,
	"provider_payment_id" text,
	"due_date" date,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"min_amount_micros" bigint NOT NULL,
	"discount_percent" numeric(6, 3) NOT NULL,
	"before_start_days" integer DEFAULT 0 NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_field_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"language_code" text NOT NULL,
	"draft_value" text,
	"published_value" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_package_placements" (
	"package_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	CONSTRAINT "booking_package_placements_package_id_placement_id_pk" PRIMARY KEY("package_id","placement_id")
);
--> statement-breakpoint
CREATE TABLE "booking_package_tag_links" (
	"package_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "booking_package_tag_links_package_id_tag_id_pk" PRIMARY KEY("package_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "booking_package_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "booking_package_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "booking_package_type_links" (
	"package_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "booking_package_type_links_package_id_type_id_pk" PRIMARY KEY("package_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "booking_package_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "booking_package_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "booking_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"max_booking_days" integer NOT NULL,
	"min_price_micros" bigint NOT NULL,
	"paid_credit_only" boolean DEFAULT false NOT NULL,
	"custom_budget" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "booking_packages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "booking_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"segment_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"preview_img" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_segment_pricings" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"price_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"overseas_tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer,
	"company_id" integer,
	"catalog_id" integer NOT NULL,
	"segment_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"reserve_reason" text,
	"reserved_by" integer,
	"landing_url" text,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "booking_cart_id" integer;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "booking_cart_id" integer;--> statement-breakpoint
ALTER TABLE "booking_campaign_discounts" ADD CONSTRAINT "booking_campaign_discounts_campaign_id_booking_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."booking_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaign_discounts" ADD CONSTRAINT "booking_campaign_discounts_discount_id_booking_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."booking_discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaign_history" ADD CONSTRAINT "booking_campaign_history_campaign_id_booking_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."booking_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaign_history" ADD CONSTRAINT "booking_campaign_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaign_items" ADD CONSTRAINT "booking_campaign_items_campaign_id_booking_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."booking_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaign_items" ADD CONSTRAINT "booking_campaign_items_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaign_items" ADD CONSTRAINT "booking_campaign_items_segment_id_booking_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."booking_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaigns" ADD CONSTRAINT "booking_campaigns_cart_id_booking_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."booking_carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaigns" ADD CONSTRAINT "booking_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaigns" ADD CONSTRAINT "booking_campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaigns" ADD CONSTRAINT "booking_campaigns_package_id_booking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booking_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_campaigns" ADD CONSTRAINT "booking_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_carts" ADD CONSTRAINT "booking_carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_carts" ADD CONSTRAINT "booking_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_carts" ADD CONSTRAINT "booking_carts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_carts" ADD CONSTRAINT "booking_carts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_carts" ADD CONSTRAINT "booking_carts_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_field_values" ADD CONSTRAINT "booking_field_values_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_field_values" ADD CONSTRAINT "booking_field_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_package_placements" ADD CONSTRAINT "booking_package_placements_package_id_booking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booking_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_package_placements" ADD CONSTRAINT "booking_package_placements_placement_id_booking_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."booking_placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_package_tag_links" ADD CONSTRAINT "booking_package_tag_links_package_id_booking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booking_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_package_tag_links" ADD CONSTRAINT "booking_package_tag_links_tag_id_booking_package_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."booking_package_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_package_type_links" ADD CONSTRAINT "booking_package_type_links_package_id_booking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booking_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_package_type_links" ADD CONSTRAINT "booking_package_type_links_type_id_booking_package_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."booking_package_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_placements" ADD CONSTRAINT "booking_placements_segment_id_booking_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."booking_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_segment_pricings" ADD CONSTRAINT "booking_segment_pricings_package_id_booking_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booking_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_segment_pricings" ADD CONSTRAINT "booking_segment_pricings_segment_id_booking_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."booking_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_segments" ADD CONSTRAINT "booking_segments_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_campaign_id_booking_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."booking_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_segment_id_booking_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."booking_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_placement_id_booking_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."booking_placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reserved_by_users_id_fk" FOREIGN KEY ("reserved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_campaign_history_campaign_idx" ON "booking_campaign_history" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_campaign_items_campaign_idx" ON "booking_campaign_items" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "booking_campaigns_company_idx" ON "booking_campaigns" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_campaigns_cart_idx" ON "booking_campaigns" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "booking_campaigns_status_idx" ON "booking_campaigns" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_carts_company_key_idx" ON "booking_carts" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_carts_company_idx" ON "booking_carts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_field_values_key_idx" ON "booking_field_values" USING btree ("booking_id","field_name","language_code");--> statement-breakpoint
CREATE INDEX "booking_placements_segment_idx" ON "booking_placements" USING btree ("segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_segment_pricings_package_segment_idx" ON "booking_segment_pricings" USING btree ("package_id","segment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_segments_catalog_name_idx" ON "booking_segments" USING btree ("catalog_id","name");--> statement-breakpoint
CREATE INDEX "bookings_campaign_idx" ON "bookings" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "bookings_placement_dates_idx" ON "bookings" USING btree ("placement_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_dates_idx" ON "bookings" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_placement_no_overlap" EXCLUDE USING gist ("placement_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&) WHERE ("status" = 'ACTIVE');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dates_order" CHECK ("end_date" >= "start_date");
