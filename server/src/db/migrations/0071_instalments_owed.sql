ALTER TABLE "student_records" ADD COLUMN "instalments_total" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_records" drop column "payment_balance";--> statement-breakpoint
ALTER TABLE "student_records" ADD COLUMN "payment_balance" numeric(12, 2) GENERATED ALWAYS AS (coalesce(package_cost, 0) + instalments_total - paid_total) STORED;--> statement-breakpoint
ALTER TABLE "student_records" drop column "payment_balance_minor";--> statement-breakpoint
ALTER TABLE "student_records" ADD COLUMN "payment_balance_minor" bigint GENERATED ALWAYS AS (((coalesce(package_cost, 0) + instalments_total - paid_total) * 100)::bigint) STORED;--> statement-breakpoint
-- Hand-written (issue 50, decision 0166). The generated statements above are reordered so that the new column
-- exists before the balances computed from it. Dropping the old balance dropped the balance list's keyset index
-- with it: it is made again on the new column. Then what students already bought in instalments is charged: a
-- record for each such student (one who has paid nothing yet may have none) and the sum of their plans' payments.
CREATE INDEX "student_records_balance_minor_idx" ON "student_records" USING btree ("school_id","payment_balance_minor","user_id");--> statement-breakpoint
INSERT INTO "student_records" ("school_id", "user_id")
  SELECT DISTINCT "school_id", "user_id" FROM "instalment_tranches"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "student_records" AS r SET "instalments_total" = t."total"
  FROM (
    SELECT it."school_id", it."user_id", sum(pt."amount") AS "total"
    FROM "instalment_tranches" it
    JOIN "payment_tranches" pt ON pt."school_id" = it."school_id" AND pt."id" = it."tranche_id"
    GROUP BY it."school_id", it."user_id"
  ) AS t
  WHERE r."school_id" = t."school_id" AND r."user_id" = t."user_id";
