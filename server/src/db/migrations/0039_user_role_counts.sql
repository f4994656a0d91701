CREATE TABLE "user_role_counts" (
	"school_id" integer NOT NULL,
	"role" text NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "user_role_counts_key" PRIMARY KEY("school_id","role")
);
--> statement-breakpoint
ALTER TABLE "user_role_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_role_counts" ADD CONSTRAINT "user_role_counts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "user_role_counts" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
-- Hand-written: the counts are kept by the database itself in the transaction of every write of users (decision 0098),
-- as the lesson rollup is (migration 0019): statement triggers with transition tables make one grouped upsert of the
-- net change per school and role, in key order (so concurrent writers lock keys in the same order). The join to
-- schools leaves out the users of a school being deleted, whose counts go with it.
CREATE FUNCTION "user_role_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.school_id, n.role, 1 AS sign FROM new_users n'
    WHEN 'DELETE' THEN 'SELECT o.school_id, o.role, -1 AS sign FROM old_users o'
    ELSE 'SELECT n.school_id, n.role, 1 AS sign FROM new_users n UNION ALL SELECT o.school_id, o.role, -1 AS sign FROM old_users o'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "user_role_counts" AS c ("school_id", "role", "users")
    SELECT u.school_id, u.role, sum(u.sign)
    FROM (%s) u JOIN "schools" s ON s.id = u.school_id
    GROUP BY 1, 2
    HAVING sum(u.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT ON CONSTRAINT "user_role_counts_key" DO UPDATE SET "users" = c."users" + excluded."users"
  $sql$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "user_role_counts" WHERE "users" = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_role_counts_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION "user_role_counts_track"();--> statement-breakpoint
CREATE TRIGGER "user_role_counts_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT
  EXECUTE FUNCTION "user_role_counts_track"();--> statement-breakpoint
CREATE TRIGGER "user_role_counts_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION "user_role_counts_track"();--> statement-breakpoint
INSERT INTO "user_role_counts" ("school_id", "role", "users")
SELECT "school_id", "role", count(*) FROM "users" GROUP BY 1, 2;
