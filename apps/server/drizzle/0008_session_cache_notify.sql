-- The per-process session cache (src/modules/auth/session-cache.ts) forgets an entry when PostgreSQL says
-- something it was built from changed, whoever wrote it: a use case, a staff tool, another server process,
-- a psql session. Payloads: 's:<session id>', 'u:<user id>', 'c:<company id>', '*' (everything).
-- Notifications go out at commit (and not at all on rollback); identical ones in a transaction are merged.
CREATE FUNCTION session_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
BEGIN
  IF TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('session_cache', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_key := to_jsonb(OLD) ->> TG_ARGV[1];
    PERFORM pg_notify('session_cache', TG_ARGV[0] || ':' || old_key);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_key := to_jsonb(NEW) ->> TG_ARGV[1];
    IF new_key IS DISTINCT FROM old_key THEN
      PERFORM pg_notify('session_cache', TG_ARGV[0] || ':' || new_key);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session is in no cache; touching last_seen_at changes nothing a session resolves to.
CREATE TRIGGER sessions_session_cache_delete AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION session_cache_notify('s', 'id');
--> statement-breakpoint
CREATE TRIGGER sessions_session_cache_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION session_cache_notify('s', 'id');
--> statement-breakpoint
CREATE TRIGGER users_session_cache AFTER UPDATE OR DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION session_cache_notify('u', 'id');
--> statement-breakpoint
CREATE TRIGGER memberships_session_cache AFTER INSERT OR UPDATE OR DELETE ON memberships FOR EACH ROW
  EXECUTE FUNCTION session_cache_notify('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER companies_session_cache AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH ROW
  EXECUTE FUNCTION session_cache_notify('c', 'id');
--> statement-breakpoint
CREATE TRIGGER roles_session_cache AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH STATEMENT
  EXECUTE FUNCTION session_cache_notify('*');
