-- A rotated refresh token keeps answering for a short reuse interval, its revoked_at set ahead (decision 0182):
-- ending an account's sessions revokes those tokens too, at once.
CREATE OR REPLACE FUNCTION "revoke_account_sessions"(school integer, account integer) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF acting_school(school) IS DISTINCT FROM school
    OR NOT EXISTS (SELECT 1 FROM users WHERE users.id = account AND users.school_id = school) THEN
    RAISE EXCEPTION 'sessions are ended for the acting school''s accounts only' USING ERRCODE = '42501';
  END IF;
  UPDATE refresh_tokens SET revoked_at = now()
  WHERE user_id = account AND (revoked_at IS NULL OR revoked_at > now());
END $$;
