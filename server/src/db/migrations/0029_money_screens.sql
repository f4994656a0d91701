CREATE TABLE "payment_months" (
	"school_id" integer NOT NULL,
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"course_id" integer,
	"method" text NOT NULL,
	"provider" text,
	"received_minor" bigint NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "payment_months_key" UNIQUE NULLS NOT DISTINCT("school_id","month","currency","kind","course_id","method","provider")
);
--> statement-breakpoint
ALTER TABLE "payment_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "work_acts_school_idx";--> statement-breakpoint
ALTER TABLE "student_records" ADD COLUMN "payment_balance_minor" bigint GENERATED ALWAYS AS (((coalesce(package_cost, 0) - paid_total) * 100)::bigint) STORED;--> statement-breakpoint
ALTER TABLE "payment_months" ADD CONSTRAINT "payment_months_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_months_empty_idx" ON "payment_months" USING btree ("school_id") WHERE "payment_months"."payments" = 0;--> statement-breakpoint
CREATE INDEX "payment_tranches_open_due_idx" ON "payment_tranches" USING btree ("school_id","due_date","id","amount") WHERE "payment_tranches"."paid_on" is null;--> statement-breakpoint
CREATE INDEX "student_records_balance_minor_idx" ON "student_records" USING btree ("school_id","payment_balance_minor","user_id");--> statement-breakpoint
CREATE INDEX "work_acts_school_date_idx" ON "work_acts" USING btree ("school_id","date","id");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "payment_months" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
-- Hand-written: the money report's rollup is kept by the database itself in the transaction of every payment write
-- (decision 0054, as schedule_lesson_days in decision 0036). Statement triggers with transition tables: the net
-- change per key of the paid, undeleted payments, one grouped upsert in key order (concurrent writers lock keys in
-- the same order). A payment counts while it is paid and not deleted: its amount less what was refunded.
CREATE FUNCTION "payment_months_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_payments n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_payments o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_payments n UNION ALL SELECT o.*, -1 AS sign FROM old_payments o'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "payment_months" AS m
      ("school_id", "month", "currency", "kind", "course_id", "method", "provider", "received_minor", "payments")
    SELECT c.school_id, date_trunc('month', c.paid_at AT TIME ZONE s.time_zone)::date, c.currency, c.kind,
      c.course_id, c.method, c.provider, sum(c.sign * (c.amount_minor - c.refunded_minor)), sum(c.sign)
    FROM (%s) c JOIN "schools" s ON s.id = c.school_id
    WHERE c.status = 'paid' AND c.deleted_at IS NULL AND c.paid_at IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(c.sign) <> 0 OR sum(c.sign * (c.amount_minor - c.refunded_minor)) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "payment_months_key" DO UPDATE
      SET "received_minor" = m."received_minor" + excluded."received_minor",
        "payments" = m."payments" + excluded."payments"
  $sql$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "payment_months" WHERE "payments" = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_months_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION "payment_months_track"();--> statement-breakpoint
CREATE TRIGGER "payment_months_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments FOR EACH STATEMENT
  EXECUTE FUNCTION "payment_months_track"();--> statement-breakpoint
CREATE TRIGGER "payment_months_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION "payment_months_track"();--> statement-breakpoint
-- A school's months are its own zone's: a new zone recounts the school's rows from its payments.
CREATE FUNCTION "payment_months_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payment_months" WHERE "school_id" = NEW.id;
  INSERT INTO "payment_months"
    ("school_id", "month", "currency", "kind", "course_id", "method", "provider", "received_minor", "payments")
  SELECT p.school_id, date_trunc('month', p.paid_at AT TIME ZONE NEW.time_zone)::date, p.currency, p.kind,
    p.course_id, p.method, p.provider, sum(p.amount_minor - p.refunded_minor), count(*)
  FROM "payments" p
  WHERE p.school_id = NEW.id AND p.status = 'paid' AND p.deleted_at IS NULL AND p.paid_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_months_rezone" AFTER UPDATE OF "time_zone" ON "schools"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION "payment_months_rebuild"();--> statement-breakpoint
INSERT INTO "payment_months"
  ("school_id", "month", "currency", "kind", "course_id", "method", "provider", "received_minor", "payments")
SELECT p.school_id, date_trunc('month', p.paid_at AT TIME ZONE s.time_zone)::date, p.currency, p.kind, p.course_id,
  p.method, p.provider, sum(p.amount_minor - p.refunded_minor), count(*)
FROM "payments" p JOIN "schools" s ON s.id = p.school_id
WHERE p.status = 'paid' AND p.deleted_at IS NULL AND p.paid_at IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
