CREATE TABLE "conversation_early_statuses" (
	"school_id" integer NOT NULL,
	"channel" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_early_statuses_school_id_channel_external_id_pk" PRIMARY KEY("school_id","channel","external_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_early_statuses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "conversation_early_statuses" ADD CONSTRAINT "conversation_early_statuses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "conversation_early_statuses" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "conversation_early_statuses" FORCE ROW LEVEL SECURITY;
