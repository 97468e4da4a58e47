ALTER TABLE "credit_notes" ADD COLUMN "settlement" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "credit_id" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "ledger_entry_id" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;