-- The per-process cache of a company's brands (src/modules/auth/company-brands-cache.ts, decision 0177) is
-- forgotten by the session cache's notifications (0008): a company's brand list changed names that company,
-- a brand itself renamed or removed forgets every company's list (rare: staff work on the marketplace's brands).
CREATE TRIGGER company_brands_session_cache AFTER INSERT OR UPDATE OR DELETE ON company_brands FOR EACH ROW
  EXECUTE FUNCTION session_cache_notify('c', 'company_id');
--> statement-breakpoint
CREATE TRIGGER brands_session_cache AFTER UPDATE OR DELETE ON brands FOR EACH STATEMENT
  EXECUTE FUNCTION session_cache_notify('*');
