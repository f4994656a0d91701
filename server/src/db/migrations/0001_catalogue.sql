CREATE TABLE "catalog_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"tag_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"tag_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_formats" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"tag_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_specialities" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"tag_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_univer_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"tag_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"tag_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"doc_name" text NOT NULL,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_members" (
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_members_course_id_user_id_role_pk" PRIMARY KEY("course_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "course_requirement_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"certificate" text NOT NULL,
	"min_score" numeric(8, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title_ru" text NOT NULL,
	"title_kk" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"short_desc_ru" text DEFAULT '' NOT NULL,
	"short_desc_kk" text DEFAULT '' NOT NULL,
	"short_desc_en" text DEFAULT '' NOT NULL,
	"full_desc_ru" text DEFAULT '' NOT NULL,
	"full_desc_kk" text DEFAULT '' NOT NULL,
	"full_desc_en" text DEFAULT '' NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	"is_need_mailing" boolean DEFAULT false NOT NULL,
	"can_sort" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"language" text,
	"cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"price_currency" text DEFAULT 'EUR' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"tag_id" integer NOT NULL,
	"degree_id" integer,
	"format_id" integer,
	"university_id" integer,
	"speciality_id" integer,
	"city_id" integer,
	"univer_tag_id" integer,
	"property_form" text,
	"country" text DEFAULT '' NOT NULL,
	"youtube_link" text DEFAULT '' NOT NULL,
	"min_pass_percent" integer DEFAULT 0 NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"requirement_degree" text DEFAULT '' NOT NULL,
	"requirement_years" integer,
	"poster" text,
	"poster_thumb" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_file_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"program_file_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"doc_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"doc_name" text NOT NULL,
	"file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "max_rounds" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD CONSTRAINT "catalog_cities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD CONSTRAINT "catalog_cities_tag_id_catalog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalog_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_degrees" ADD CONSTRAINT "catalog_degrees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_degrees" ADD CONSTRAINT "catalog_degrees_tag_id_catalog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalog_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_formats" ADD CONSTRAINT "catalog_formats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_formats" ADD CONSTRAINT "catalog_formats_tag_id_catalog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalog_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_specialities" ADD CONSTRAINT "catalog_specialities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_specialities" ADD CONSTRAINT "catalog_specialities_tag_id_catalog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalog_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tags" ADD CONSTRAINT "catalog_tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ADD CONSTRAINT "catalog_univer_tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ADD CONSTRAINT "catalog_univer_tags_tag_id_catalog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalog_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_universities" ADD CONSTRAINT "catalog_universities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_universities" ADD CONSTRAINT "catalog_universities_tag_id_catalog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalog_tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_documents" ADD CONSTRAINT "course_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_documents" ADD CONSTRAINT "course_documents_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_requirement_certificates" ADD CONSTRAINT "course_requirement_certificates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_requirement_certificates" ADD CONSTRAINT "course_requirement_certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_rounds" ADD CONSTRAINT "course_rounds_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_rounds" ADD CONSTRAINT "course_rounds_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tag_id_catalog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."catalog_tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_degree_id_catalog_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."catalog_degrees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_format_id_catalog_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."catalog_formats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_university_id_catalog_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."catalog_universities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_speciality_id_catalog_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."catalog_specialities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_city_id_catalog_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."catalog_cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_univer_tag_id_catalog_univer_tags_id_fk" FOREIGN KEY ("univer_tag_id") REFERENCES "public"."catalog_univer_tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_file_logs" ADD CONSTRAINT "program_file_logs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_file_logs" ADD CONSTRAINT "program_file_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_files" ADD CONSTRAINT "program_files_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_files" ADD CONSTRAINT "program_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_files" ADD CONSTRAINT "program_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_cities_school_name_idx" ON "catalog_cities" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "catalog_cities_tag_idx" ON "catalog_cities" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_degrees_school_name_idx" ON "catalog_degrees" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "catalog_degrees_tag_idx" ON "catalog_degrees" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_formats_school_name_idx" ON "catalog_formats" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "catalog_formats_tag_idx" ON "catalog_formats" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_specialities_school_name_idx" ON "catalog_specialities" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "catalog_specialities_tag_idx" ON "catalog_specialities" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tags_school_name_idx" ON "catalog_tags" USING btree ("school_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_univer_tags_school_name_idx" ON "catalog_univer_tags" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "catalog_univer_tags_tag_idx" ON "catalog_univer_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_universities_school_name_idx" ON "catalog_universities" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "catalog_universities_tag_idx" ON "catalog_universities" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "course_documents_course_idx" ON "course_documents" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_members_user_idx" ON "course_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_requirement_certificates_course_idx" ON "course_requirement_certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_rounds_course_idx" ON "course_rounds" USING btree ("course_id","ends_on");--> statement-breakpoint
CREATE INDEX "courses_school_show_idx" ON "courses" USING btree ("school_id","show");--> statement-breakpoint
CREATE INDEX "courses_school_updated_idx" ON "courses" USING btree ("school_id","updated_at");--> statement-breakpoint
CREATE INDEX "program_file_logs_file_idx" ON "program_file_logs" USING btree ("program_file_id");--> statement-breakpoint
CREATE INDEX "program_files_course_user_idx" ON "program_files" USING btree ("course_id","user_id");