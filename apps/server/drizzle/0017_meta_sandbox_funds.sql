CREATE TABLE "meta_sandbox_funds" (
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meta_sandbox_funds_account_id_idempotency_key_pk" PRIMARY KEY("account_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "meta_campaigns" ADD COLUMN "wallet_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meta_sandbox_ad_accounts" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "meta_sandbox_funds" ADD CONSTRAINT "meta_sandbox_funds_account_id_meta_sandbox_ad_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."meta_sandbox_ad_accounts"("account_id") ON DELETE no action ON UPDATE no action;