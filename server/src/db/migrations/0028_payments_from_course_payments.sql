-- Hand-written (issue 21, decision 0051): the program purchases move to `payments`, their sums to minor units.
INSERT INTO "payments" ("school_id", "order_id", "kind", "user_id", "course_id", "title", "amount_minor", "currency",
  "status", "method", "provider", "created_at", "paid_at")
SELECT "school_id", "order_id", 'course', "user_id", "course_id", "course_title", round("amount" * 100)::bigint,
  "currency", "status", 'provider', "provider", "created_at", "paid_at"
FROM "course_payments" WHERE "amount" > 0;--> statement-breakpoint
DROP POLICY "school_rows_only" ON "course_payments" CASCADE;--> statement-breakpoint
DROP TABLE "course_payments" CASCADE;
