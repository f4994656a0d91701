ALTER TABLE "personal_data_audit" DROP CONSTRAINT "personal_data_audit_user_fk";
--> statement-breakpoint
ALTER TABLE "personal_data_audit" DROP CONSTRAINT "personal_data_audit_actor_fk";
--> statement-breakpoint
-- Hand-written (issue 20: personal data). The audit log is append-only: no UPDATE, and no DELETE but the cascade of a
-- deleted school (its row is already gone when the cascade reaches the log). There is no retention path today; one
-- would go through this function, by name, not around it.
CREATE FUNCTION personal_data_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM schools WHERE id = OLD.school_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'personal_data_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER personal_data_audit_append_only BEFORE UPDATE OR DELETE ON personal_data_audit
  FOR EACH ROW EXECUTE FUNCTION personal_data_audit_append_only();
