-- The delivery index (decision 0190) also reads the catalogs' time zones, the wallet currencies' rates, the
-- companies' wallet currencies, the category tree, brand and segment names and the banner types. Until now a
-- change to them reached the index only at its 5-minute full rebuild: an ad set kept serving by yesterday's
-- day, bidding at an old rate, targeting a renamed segment. They change rarely, so a statement-level
-- notification (the 0012 function) costs nothing on the hot path.
CREATE TRIGGER catalogs_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "catalogs" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER currencies_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER categories_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER brands_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER segments_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "segments" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER banner_types_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "banner_types" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
-- Companies change often (profiles, billing details); only a wallet currency matters to the index.
CREATE TRIGGER companies_wallet_currency_delivery_index AFTER UPDATE OF "wallet_currency" ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
