CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"amount_original" bigint NOT NULL,
	"is_free" boolean NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"expiry_date" timestamp with time zone,
	"payment_method" text NOT NULL,
	"promotion_code" text,
	"description" text DEFAULT '' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"account" text NOT NULL,
	"company_id" integer,
	"credit_id" integer,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"currency" text NOT NULL,
	"charge_date" timestamp with time zone NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand_id" integer,
	"catalog_id" integer,
	"ad_type" text,
	"clicks" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"unpaid_amount" bigint DEFAULT 0 NOT NULL,
	"is_income" boolean NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "wallet_transactions_entry_id_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credits_company_expiry_idx" ON "credits" USING btree ("company_id","expiry_date");--> statement-breakpoint
CREATE INDEX "credits_status_expiry_idx" ON "credits" USING btree ("status","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_idx" ON "ledger_entries" USING btree ("company_id","kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_credit_idx" ON "ledger_postings" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_company_account_idx" ON "ledger_postings" USING btree ("company_id","account");--> statement-breakpoint
CREATE INDEX "wallet_transactions_company_date_idx" ON "wallet_transactions" USING btree ("company_id","charge_date");