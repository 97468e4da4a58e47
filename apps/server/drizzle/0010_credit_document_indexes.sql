CREATE INDEX "credit_notes_credit_idx" ON "credit_notes" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "invoices_credit_idx" ON "invoices" USING btree ("credit_id");