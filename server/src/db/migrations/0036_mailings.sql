CREATE TABLE "channel_rate_slots" (
	"key" text PRIMARY KEY NOT NULL,
	"next_at" timestamp (6) with time zone NOT NULL,
	"interval" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "greeting_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"occasion" text NOT NULL,
	"on_date" date NOT NULL,
	"mailing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "greeting_sends_once_key" UNIQUE("school_id","user_id","occasion","on_date")
);
--> statement-breakpoint
ALTER TABLE "greeting_sends" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mailing_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"mailing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"address" text,
	"language" text DEFAULT 'ru' NOT NULL,
	"variables" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"reason" text,
	"detail" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_deliveries_once_key" UNIQUE("mailing_id","user_id","channel")
);
--> statement-breakpoint
ALTER TABLE "mailing_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mailing_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"greetings_enabled" boolean DEFAULT false NOT NULL,
	"greeting_channels" text[] DEFAULT array['email']::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailing_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mailings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"author_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"channels" text[] NOT NULL,
	"audience" jsonb NOT NULL,
	"template_key" text,
	"status" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"fanned_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailings_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "mailings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "message_template_overrides" (
	"school_id" integer NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_overrides_school_id_key_language_pk" PRIMARY KEY("school_id","key","language")
);
--> statement-breakpoint
ALTER TABLE "message_template_overrides" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "greeting_sends" ADD CONSTRAINT "greeting_sends_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greeting_sends" ADD CONSTRAINT "greeting_sends_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_deliveries" ADD CONSTRAINT "mailing_deliveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_deliveries" ADD CONSTRAINT "mailing_deliveries_mailing_fk" FOREIGN KEY ("school_id","mailing_id") REFERENCES "public"."mailings"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_deliveries" ADD CONSTRAINT "mailing_deliveries_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_settings" ADD CONSTRAINT "mailing_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailings" ADD CONSTRAINT "mailings_author_fk" FOREIGN KEY ("school_id","author_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("author_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template_overrides" ADD CONSTRAINT "message_template_overrides_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_deliveries_progress_idx" ON "mailing_deliveries" USING btree ("mailing_id","state");--> statement-breakpoint
CREATE INDEX "mailing_deliveries_user_idx" ON "mailing_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mailings_school_created_idx" ON "mailings" USING btree ("school_id","id");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "greeting_sends" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "mailing_deliveries" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "mailing_settings" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "mailings" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "message_template_overrides" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));