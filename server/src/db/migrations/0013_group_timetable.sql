CREATE TABLE "group_timetable" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"duration" smallint NOT NULL,
	CONSTRAINT "group_timetable_weekday_check" CHECK ("group_timetable"."weekday" between 1 and 7),
	CONSTRAINT "group_timetable_duration_check" CHECK ("group_timetable"."duration" between 5 and 480)
);
--> statement-breakpoint
ALTER TABLE "group_timetable" ADD CONSTRAINT "group_timetable_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_timetable" ADD CONSTRAINT "group_timetable_group_fk" FOREIGN KEY ("school_id","group_id") REFERENCES "public"."study_groups"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_timetable_group_idx" ON "group_timetable" USING btree ("group_id","weekday","start_time");