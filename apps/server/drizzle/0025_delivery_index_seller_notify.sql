-- The delivery index serves only the products of a company's own sellers while the flag
-- validate_uploaded_product_seller is on (decision 0267, last section): it reads company_sellers and that flag.
-- A seller added to or removed from a company, or the flag turned, must reach it at once (a product ad set
-- completed NO_SKU for want of its own sellers' products revives when the seller is added), not at the
-- 5-minute full rebuild. Both change rarely; the flag's triggers fire for that flag only, and on an update only
-- when it is turned (the platform seed rewrites every flag's description at each start).
CREATE TRIGGER company_sellers_delivery_index AFTER INSERT OR UPDATE OR DELETE ON "company_sellers" FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER feature_flags_insert_delivery_index AFTER INSERT ON "feature_flags" FOR EACH ROW WHEN (NEW.name = 'validate_uploaded_product_seller') EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER feature_flags_update_delivery_index AFTER UPDATE ON "feature_flags" FOR EACH ROW WHEN ((NEW.name = 'validate_uploaded_product_seller' OR OLD.name = 'validate_uploaded_product_seller') AND (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.name IS DISTINCT FROM NEW.name)) EXECUTE FUNCTION notify_delivery_index();
--> statement-breakpoint
CREATE TRIGGER feature_flags_delete_delivery_index AFTER DELETE ON "feature_flags" FOR EACH ROW WHEN (OLD.name = 'validate_uploaded_product_seller') EXECUTE FUNCTION notify_delivery_index();
