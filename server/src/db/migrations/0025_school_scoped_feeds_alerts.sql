ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_user_id_users_id_fk";
--> statement-breakpoint
-- Hand-written (issue 20: same-school keys): the generated ADD CONSTRAINTs below come after clearing what they would
-- refuse. document_alerts.course_id had no key, so a deleted program left its id behind; a feed is its user's school's.
-- Set null names its column so school_id is kept (see sameSchool in schema/columns.ts).
UPDATE "document_alerts" SET "course_id" = NULL WHERE "course_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "courses" WHERE "courses"."id" = "document_alerts"."course_id" AND "courses"."school_id" = "document_alerts"."school_id");--> statement-breakpoint
DELETE FROM "calendar_feeds" WHERE NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "calendar_feeds"."user_id" AND "users"."school_id" = "calendar_feeds"."school_id");--> statement-breakpoint
ALTER TABLE "document_alerts" ADD CONSTRAINT "document_alerts_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE SET NULL ("course_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
