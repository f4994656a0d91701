DROP INDEX "student_records_payment_balance_idx";--> statement-breakpoint
CREATE INDEX "users_school_search_idx" ON "users" USING gin ("school_id",(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '')) gin_trgm_ops);--> statement-breakpoint
-- Hand-written (decision 0112): the user list's search. Under row-level security PostgreSQL evaluates the school
-- policy before any operator that is not leakproof, ILIKE among them, so the application's own query can use no
-- index for it and reads every user. This function runs as its owner, whom the policy does not bind, filters by the
-- school itself and returns only ids of that school. It answers nothing for a school other than the one the
-- connection acts for, nor to the application's role acting for none; a connection of the owner's own role (no SET
-- ROLE: migrations, jobs, the embedded database) may name any, as it reads every school's rows anyway. Only those two
-- roles may call it. The joined text finds candidates through the trigram index; the fields' own conditions keep the
-- answer exactly the list's (a match across two fields' joint is no match). Planned for each call's pattern
-- (EXECUTE), so that a short one, which has no trigram, reads the school's users by another index instead of every
-- trigram of the index.
CREATE FUNCTION "school_users_matching"(school integer, pattern text) RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 100 AS $$
DECLARE
  acting integer := coalesce(
    nullif(current_setting('app.school_id', true), '')::int,
    CASE WHEN current_setting('role') = 'none' THEN school END
  );
BEGIN
  IF acting IS DISTINCT FROM school THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE $sql$
    SELECT id FROM users
    WHERE school_id = $1
      AND (first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, '')) ILIKE $2
      AND (first_name ILIKE $2 OR last_name ILIKE $2 OR email ILIKE $2 OR phone ILIKE $2)
  $sql$ USING school, pattern;
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "school_users_matching"(integer, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "school_users_matching"(integer, text) TO school_app;
