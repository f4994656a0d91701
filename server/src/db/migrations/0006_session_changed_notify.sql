-- Session checks cache what these columns say (core/auth/sessions.ts). Whoever changes them (the app, a script, an
-- operator's SQL console), every server process hears it on commit and drops the cached state (decision 0015). The
-- payload is what core/auth/session-broadcast.ts decodes: 'user:<id>' or 'school:<id>'. A notification is sent on
-- commit only, and a rolled-back change sends none.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', (CASE TG_TABLE_NAME WHEN 'schools' THEN 'school:' ELSE 'user:' END) || OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE OF "role", "school_id", "tokens_valid_after", "password_hash" ON "users"
  FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role
    OR OLD.school_id IS DISTINCT FROM NEW.school_id
    OR OLD.tokens_valid_after IS DISTINCT FROM NEW.tokens_valid_after
    OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
  )
  EXECUTE FUNCTION "notify_session_changed"();--> statement-breakpoint
-- A deleted account (or every account of a deleted school, by the cascade) must not stay signed in from the cache.
CREATE TRIGGER "users_session_removed" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();--> statement-breakpoint
CREATE TRIGGER "schools_session_changed" AFTER UPDATE OF "tariff_active" ON "schools"
  FOR EACH ROW WHEN (OLD.tariff_active IS DISTINCT FROM NEW.tariff_active)
  EXECUTE FUNCTION "notify_session_changed"();
