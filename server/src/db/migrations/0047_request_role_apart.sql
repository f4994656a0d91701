-- Hand-written (decision 0129): the requests' role apart from the owner's. Every table under row-level security has
-- it forced, so the tables' owner is held by the policies too unless its role passes them (superuser or BYPASSRLS,
-- which the owner's connection must have: the app checks at start). A table created later forces it in its own
-- migration; core/tenancy/request-role.test.ts names any that does not.
DO $$
DECLARE
  protected record;
BEGIN
  FOR protected IN
    SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relrowsecurity AND NOT relforcerowsecurity
  LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', protected.relname);
  END LOOP;
END $$;--> statement-breakpoint
-- The tables without a school column are the platform's, read by the owner's named paths only: sign-in and sessions
-- (refresh tokens, phone codes, reset links), the rate limits, the bot's updates, the channels' send rates. The
-- requests' role reads none of them; the tests name any new such table it can read.
REVOKE ALL ON "refresh_tokens", "otp_codes", "password_resets", "rate_limits", "telegram_updates", "channel_rate_slots"
  FROM school_app;--> statement-breakpoint
-- Which of these e-mails and phones an account uses, in any school (they are unique across the platform): a student
-- import reports them taken. Each contact answers only itself, never whose it is nor the account's other contact.
CREATE FUNCTION "taken_contacts"(emails text[], phones text[]) RETURNS TABLE (kind text, contact text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT 'email', users.email FROM users WHERE users.email = ANY (emails)
  UNION ALL
  SELECT 'phone', users.phone FROM users WHERE users.phone = ANY (phones)
$$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "taken_contacts"(text[], text[]) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "taken_contacts"(text[], text[]) TO school_app;--> statement-breakpoint
-- The school a definer function below may act for: the one the connection acts for (app.school_id), or, on the
-- owner's own connection (no role set: jobs' fan-out, the embedded database), the one the caller names, as decision
-- 0112's function decides it.
CREATE FUNCTION "acting_school"(named integer) RETURNS integer
LANGUAGE sql STABLE SET search_path = pg_catalog AS $$
  SELECT coalesce(
    nullif(current_setting('app.school_id', true), '')::int,
    CASE WHEN current_setting('role') = 'none' THEN named END
  )
$$;--> statement-breakpoint
-- Set-password links for accounts a school made (invitations, decision 0083), stored in the transaction that made
-- them, by a role that cannot read the links' table. Only for accounts of the acting school: one account of another
-- school refuses the whole call.
CREATE FUNCTION "issue_password_links"(school integer, accounts integer[], token_hashes text[], expires timestamptz)
RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  issued integer;
BEGIN
  IF acting_school(school) IS DISTINCT FROM school OR cardinality(accounts) IS DISTINCT FROM cardinality(token_hashes)
  THEN
    RAISE EXCEPTION 'password links are issued for the acting school''s accounts only' USING ERRCODE = '42501';
  END IF;
  INSERT INTO password_resets (user_id, token_hash, expires_at)
  SELECT link.account, link.token_hash, expires
  FROM unnest(accounts, token_hashes) AS link(account, token_hash)
  JOIN users ON users.id = link.account AND users.school_id = school;
  GET DIAGNOSTICS issued = ROW_COUNT;
  IF issued <> cardinality(accounts) THEN
    RAISE EXCEPTION 'password links are issued for the acting school''s accounts only' USING ERRCODE = '42501';
  END IF;
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "issue_password_links"(integer, integer[], text[], timestamptz) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "issue_password_links"(integer, integer[], text[], timestamptz) TO school_app;--> statement-breakpoint
-- Ends an account's sessions (its refresh tokens) for a school erasing it (decision 0129): an account of the acting
-- school only; the access tokens end with the account's change itself (the session trigger, decision 0015).
CREATE FUNCTION "revoke_account_sessions"(school integer, account integer) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF acting_school(school) IS DISTINCT FROM school
    OR NOT EXISTS (SELECT 1 FROM users WHERE users.id = account AND users.school_id = school) THEN
    RAISE EXCEPTION 'sessions are ended for the acting school''s accounts only' USING ERRCODE = '42501';
  END IF;
  UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = account AND revoked_at IS NULL;
END $$;--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION "revoke_account_sessions"(integer, integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "revoke_account_sessions"(integer, integer) TO school_app;
