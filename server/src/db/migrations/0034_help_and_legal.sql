CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"document_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "faq_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title_ru" text DEFAULT '' NOT NULL,
	"title_kk" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"text_ru" text DEFAULT '' NOT NULL,
	"text_kk" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_chapters_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "faq_chapters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title_ru" text DEFAULT '' NOT NULL,
	"title_kk" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"text_ru" text DEFAULT '' NOT NULL,
	"text_kk" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"file_key" text,
	"text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_school_kind_key" UNIQUE("school_id","kind"),
	CONSTRAINT "legal_documents_format_check" CHECK ((format = 'pdf') = (file_key is not null))
);
--> statement-breakpoint
ALTER TABLE "legal_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "school_help" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"support_phone" text DEFAULT '' NOT NULL,
	"support_email" text DEFAULT '' NOT NULL,
	"support_telegram" text DEFAULT '' NOT NULL,
	"video_key" text,
	"video_url" text,
	"video_updated_at" timestamp with time zone,
	CONSTRAINT "school_help_one_video_check" CHECK (video_key is null or video_url is null)
);
--> statement-breakpoint
ALTER TABLE "school_help" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_chapters" ADD CONSTRAINT "faq_chapters_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_chapter_fk" FOREIGN KEY ("school_id","chapter_id") REFERENCES "public"."faq_chapters"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_help" ADD CONSTRAINT "school_help_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE INDEX "faq_chapters_school_position_idx" ON "faq_chapters" USING btree ("school_id","position");--> statement-breakpoint
CREATE INDEX "faq_questions_chapter_position_idx" ON "faq_questions" USING btree ("school_id","chapter_id","position");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "consents" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "faq_chapters" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "faq_questions" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "legal_documents" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "school_help" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));