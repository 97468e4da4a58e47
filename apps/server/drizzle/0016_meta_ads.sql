CREATE TABLE "meta_ad_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text NOT NULL,
	"currency" text NOT NULL,
	"seller_page_url" text NOT NULL,
	"product_set_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_ad_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "meta_async_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"seller_page_url" text NOT NULL,
	"status" text NOT NULL,
	"result" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"ad_account_id" integer NOT NULL,
	"meta_campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"lifetime_budget_micros" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"creative_text" text DEFAULT '' NOT NULL,
	"product_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_min_price_micros" bigint,
	"product_max_price_micros" bigint,
	"product_skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_audience_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_campaigns_meta_campaign_id_unique" UNIQUE("meta_campaign_id")
);
--> statement-breakpoint
CREATE TABLE "meta_sandbox_ad_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"balance_micros" bigint DEFAULT 0 NOT NULL,
	"fault" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_sandbox_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "meta_sandbox_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"objective" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"stop_time" timestamp with time zone,
	"lifetime_budget_micros" bigint NOT NULL,
	"product_set_id" text NOT NULL,
	"creative_text" text DEFAULT '' NOT NULL,
	"custom_audience_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"simulated_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_sandbox_custom_audiences" (
	"id" bigint PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta_sandbox_insights_daily" (
	"campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"spend_micros" bigint DEFAULT 0 NOT NULL,
	"purchases" bigint DEFAULT 0 NOT NULL,
	"purchase_value_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "meta_sandbox_insights_daily_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "meta_spend_charges" (
	"meta_campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"charged_micros" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_spend_charges_meta_campaign_id_day_pk" PRIMARY KEY("meta_campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "mpa_top_up_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"currency" text NOT NULL,
	"request_amount_micros" bigint NOT NULL,
	"tax_rate" text NOT NULL,
	"tax_micros" bigint NOT NULL,
	"total_micros" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_reference" text,
	"invoice_id" integer,
	"created_by" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_ad_accounts" ADD CONSTRAINT "meta_ad_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_ad_accounts" ADD CONSTRAINT "meta_ad_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_async_sessions" ADD CONSTRAINT "meta_async_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_async_sessions" ADD CONSTRAINT "meta_async_sessions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_async_sessions" ADD CONSTRAINT "meta_async_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_campaigns" ADD CONSTRAINT "meta_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_campaigns" ADD CONSTRAINT "meta_campaigns_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_campaigns" ADD CONSTRAINT "meta_campaigns_ad_account_id_meta_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."meta_ad_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_campaigns" ADD CONSTRAINT "meta_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_sandbox_campaigns" ADD CONSTRAINT "meta_sandbox_campaigns_account_id_meta_sandbox_ad_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."meta_sandbox_ad_accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_sandbox_custom_audiences" ADD CONSTRAINT "meta_sandbox_custom_audiences_account_id_meta_sandbox_ad_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."meta_sandbox_ad_accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_sandbox_insights_daily" ADD CONSTRAINT "meta_sandbox_insights_daily_campaign_id_meta_sandbox_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."meta_sandbox_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_spend_charges" ADD CONSTRAINT "meta_spend_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpa_top_up_requests" ADD CONSTRAINT "mpa_top_up_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpa_top_up_requests" ADD CONSTRAINT "mpa_top_up_requests_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpa_top_up_requests" ADD CONSTRAINT "mpa_top_up_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mpa_top_up_requests" ADD CONSTRAINT "mpa_top_up_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meta_ad_accounts_company_seller_idx" ON "meta_ad_accounts" USING btree ("company_id","seller_id");--> statement-breakpoint
CREATE INDEX "meta_async_sessions_seller_idx" ON "meta_async_sessions" USING btree ("company_id","seller_id","created_at");--> statement-breakpoint
CREATE INDEX "meta_campaigns_seller_idx" ON "meta_campaigns" USING btree ("company_id","seller_id","created_at");--> statement-breakpoint
CREATE INDEX "meta_sandbox_calls_account_idx" ON "meta_sandbox_calls" USING btree ("account_id","called_at");--> statement-breakpoint
CREATE INDEX "meta_sandbox_campaigns_account_idx" ON "meta_sandbox_campaigns" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mpa_top_up_requests_idempotency_idx" ON "mpa_top_up_requests" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mpa_top_up_requests_seller_idx" ON "mpa_top_up_requests" USING btree ("company_id","seller_id","date_created");--> statement-breakpoint
CREATE INDEX "mpa_top_up_requests_status_idx" ON "mpa_top_up_requests" USING btree ("status","date_created");