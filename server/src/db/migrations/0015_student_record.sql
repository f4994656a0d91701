CREATE TABLE "payment_tranches" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"due_date" date NOT NULL,
	"paid_on" date,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_tranches_school_row_key" UNIQUE("school_id","id"),
	CONSTRAINT "payment_tranches_amount_check" CHECK ("payment_tranches"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "student_communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_document_checks" (
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"document" text NOT NULL,
	"checked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_document_checks_user_id_document_pk" PRIMARY KEY("user_id","document")
);
--> statement-breakpoint
CREATE TABLE "student_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"doc_name" text NOT NULL,
	"file" text NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"expires_on" date,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_documents_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "student_exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"teacher_id" integer,
	"ielts_preparation" boolean DEFAULT false NOT NULL,
	"present" boolean DEFAULT false NOT NULL,
	"results" text DEFAULT '' NOT NULL,
	"date" date,
	"file" text,
	"filename" text,
	"format" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_exams_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "student_records" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"gender" text,
	"country" text,
	"birth_date" date,
	"telegram" text,
	"work_schedule" text DEFAULT '' NOT NULL,
	"study_schedule" text DEFAULT '' NOT NULL,
	"degrees" text[] DEFAULT '{}' NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"packages" text[] DEFAULT '{}' NOT NULL,
	"steps" text[] DEFAULT '{}' NOT NULL,
	"academic_year" text,
	"responsible" integer,
	"responsible_abroad" integer,
	"seller" integer,
	"ielts_teacher" integer,
	"type" text,
	"package_cost" numeric(12, 2),
	"paid_total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payment_balance" numeric(12, 2) GENERATED ALWAYS AS (coalesce(package_cost, 0) - paid_total) STORED,
	"categories" integer[] DEFAULT '{}' NOT NULL,
	"accesses" text[] DEFAULT '{}' NOT NULL,
	"test_date" date,
	"visa_date" date,
	"visa_support" text,
	"visa_city" integer,
	"visa_time" text,
	"visa_expires" date,
	"passport_expires" date,
	"legal_translator" text,
	"legal_translation_ready" text,
	"legal_tracking" text,
	"departure_date" date,
	"departure_time" text,
	"housing_options" text,
	"has_chat_id" boolean DEFAULT false NOT NULL,
	"contract" boolean DEFAULT false NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"consulting" boolean DEFAULT false NOT NULL,
	"ielts_preparation" boolean DEFAULT false NOT NULL,
	"present" boolean DEFAULT false NOT NULL,
	"visa" boolean DEFAULT false NOT NULL,
	"visa_by_proxy" boolean DEFAULT false NOT NULL,
	"visa_scheduled" boolean DEFAULT false NOT NULL,
	"visa_applied" boolean DEFAULT false NOT NULL,
	"visa_reschedule" boolean DEFAULT false NOT NULL,
	"guardian" boolean DEFAULT false NOT NULL,
	"visa_ready" boolean DEFAULT false NOT NULL,
	"legal_sent" boolean DEFAULT false NOT NULL,
	"legal_done" boolean DEFAULT false NOT NULL,
	"ddv_sent" boolean DEFAULT false NOT NULL,
	"ddv_done" boolean DEFAULT false NOT NULL,
	"codice_sent" boolean DEFAULT false NOT NULL,
	"awaiting_pre_enrollment" boolean DEFAULT false NOT NULL,
	"pre_enrollment_admit" boolean DEFAULT false NOT NULL,
	"grant_application_submitted" boolean DEFAULT false NOT NULL,
	"residence_permit_applied" boolean DEFAULT false NOT NULL,
	"caf_application" boolean DEFAULT false NOT NULL,
	"sim_opened" boolean DEFAULT false NOT NULL,
	"housing_found" boolean DEFAULT false NOT NULL,
	"cv" boolean DEFAULT false NOT NULL,
	"letter_of_recommendation_1" boolean DEFAULT false NOT NULL,
	"letter_of_recommendation_2" boolean DEFAULT false NOT NULL,
	"motivation_letter" boolean DEFAULT false NOT NULL,
	"sent_questionnaire" boolean DEFAULT false NOT NULL,
	"questionnaire_filled_out" boolean DEFAULT false NOT NULL,
	"list_of_documents_posted" boolean DEFAULT false NOT NULL,
	"is_all_doc_ready" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_records_package_cost_check" CHECK ("student_records"."package_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_acts_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_tranches" ADD CONSTRAINT "payment_tranches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tranches" ADD CONSTRAINT "payment_tranches_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_communications" ADD CONSTRAINT "student_communications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_communications" ADD CONSTRAINT "student_communications_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_communications" ADD CONSTRAINT "student_communications_author_fk" FOREIGN KEY ("school_id","author_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("author_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_document_checks" ADD CONSTRAINT "student_document_checks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_document_checks" ADD CONSTRAINT "student_document_checks_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_document_checks" ADD CONSTRAINT "student_document_checks_checked_by_fk" FOREIGN KEY ("school_id","checked_by") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("checked_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_documents" ADD CONSTRAINT "student_documents_uploaded_by_fk" FOREIGN KEY ("school_id","uploaded_by") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("uploaded_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exams" ADD CONSTRAINT "student_exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exams" ADD CONSTRAINT "student_exams_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_exams" ADD CONSTRAINT "student_exams_teacher_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("teacher_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_records" ADD CONSTRAINT "student_records_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_records" ADD CONSTRAINT "student_records_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_records" ADD CONSTRAINT "student_records_responsible_fk" FOREIGN KEY ("school_id","responsible") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("responsible") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_records" ADD CONSTRAINT "student_records_responsible_abroad_fk" FOREIGN KEY ("school_id","responsible_abroad") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("responsible_abroad") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_records" ADD CONSTRAINT "student_records_seller_fk" FOREIGN KEY ("school_id","seller") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("seller") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_records" ADD CONSTRAINT "student_records_ielts_teacher_fk" FOREIGN KEY ("school_id","ielts_teacher") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("ielts_teacher") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_records" ADD CONSTRAINT "student_records_visa_city_fk" FOREIGN KEY ("school_id","visa_city") REFERENCES "public"."catalog_cities"("school_id","id") ON DELETE SET NULL ("visa_city") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_acts" ADD CONSTRAINT "work_acts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_acts" ADD CONSTRAINT "work_acts_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_tranches_user_idx" ON "payment_tranches" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "payment_tranches_school_due_idx" ON "payment_tranches" USING btree ("school_id","due_date");--> statement-breakpoint
CREATE INDEX "student_communications_user_idx" ON "student_communications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "student_documents_user_idx" ON "student_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "student_exams_user_idx" ON "student_exams" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "student_records_gender_idx" ON "student_records" USING btree ("school_id","gender");--> statement-breakpoint
CREATE INDEX "student_records_country_idx" ON "student_records" USING btree ("school_id","country");--> statement-breakpoint
CREATE INDEX "student_records_academic_year_idx" ON "student_records" USING btree ("school_id","academic_year");--> statement-breakpoint
CREATE INDEX "student_records_responsible_idx" ON "student_records" USING btree ("school_id","responsible");--> statement-breakpoint
CREATE INDEX "student_records_responsible_abroad_idx" ON "student_records" USING btree ("school_id","responsible_abroad");--> statement-breakpoint
CREATE INDEX "student_records_seller_idx" ON "student_records" USING btree ("school_id","seller");--> statement-breakpoint
CREATE INDEX "student_records_ielts_teacher_idx" ON "student_records" USING btree ("school_id","ielts_teacher");--> statement-breakpoint
CREATE INDEX "student_records_type_idx" ON "student_records" USING btree ("school_id","type");--> statement-breakpoint
CREATE INDEX "student_records_payment_balance_idx" ON "student_records" USING btree ("school_id","payment_balance");--> statement-breakpoint
CREATE INDEX "student_records_visa_date_idx" ON "student_records" USING btree ("school_id","visa_date");--> statement-breakpoint
CREATE INDEX "student_records_visa_support_idx" ON "student_records" USING btree ("school_id","visa_support");--> statement-breakpoint
CREATE INDEX "student_records_visa_city_idx" ON "student_records" USING btree ("school_id","visa_city");--> statement-breakpoint
CREATE INDEX "student_records_legal_translator_idx" ON "student_records" USING btree ("school_id","legal_translator");--> statement-breakpoint
CREATE INDEX "student_records_legal_translation_ready_idx" ON "student_records" USING btree ("school_id","legal_translation_ready");--> statement-breakpoint
CREATE INDEX "student_records_degrees_idx" ON "student_records" USING gin ("degrees");--> statement-breakpoint
CREATE INDEX "student_records_countries_idx" ON "student_records" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "student_records_packages_idx" ON "student_records" USING gin ("packages");--> statement-breakpoint
CREATE INDEX "student_records_steps_idx" ON "student_records" USING gin ("steps");--> statement-breakpoint
CREATE INDEX "student_records_categories_idx" ON "student_records" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "student_records_contract_idx" ON "student_records" USING btree ("school_id") WHERE "contract";--> statement-breakpoint
CREATE INDEX "student_records_ready_idx" ON "student_records" USING btree ("school_id") WHERE "ready";--> statement-breakpoint
CREATE INDEX "student_records_consulting_idx" ON "student_records" USING btree ("school_id") WHERE "consulting";--> statement-breakpoint
CREATE INDEX "student_records_ielts_preparation_idx" ON "student_records" USING btree ("school_id") WHERE "ielts_preparation";--> statement-breakpoint
CREATE INDEX "student_records_present_idx" ON "student_records" USING btree ("school_id") WHERE "present";--> statement-breakpoint
CREATE INDEX "student_records_visa_idx" ON "student_records" USING btree ("school_id") WHERE "visa";--> statement-breakpoint
CREATE INDEX "student_records_visa_by_proxy_idx" ON "student_records" USING btree ("school_id") WHERE "visa_by_proxy";--> statement-breakpoint
CREATE INDEX "student_records_visa_scheduled_idx" ON "student_records" USING btree ("school_id") WHERE "visa_scheduled";--> statement-breakpoint
CREATE INDEX "student_records_visa_applied_idx" ON "student_records" USING btree ("school_id") WHERE "visa_applied";--> statement-breakpoint
CREATE INDEX "student_records_visa_reschedule_idx" ON "student_records" USING btree ("school_id") WHERE "visa_reschedule";--> statement-breakpoint
CREATE INDEX "student_records_guardian_idx" ON "student_records" USING btree ("school_id") WHERE "guardian";--> statement-breakpoint
CREATE INDEX "student_records_visa_ready_idx" ON "student_records" USING btree ("school_id") WHERE "visa_ready";--> statement-breakpoint
CREATE INDEX "student_records_legal_sent_idx" ON "student_records" USING btree ("school_id") WHERE "legal_sent";--> statement-breakpoint
CREATE INDEX "student_records_legal_done_idx" ON "student_records" USING btree ("school_id") WHERE "legal_done";--> statement-breakpoint
CREATE INDEX "student_records_ddv_sent_idx" ON "student_records" USING btree ("school_id") WHERE "ddv_sent";--> statement-breakpoint
CREATE INDEX "student_records_ddv_done_idx" ON "student_records" USING btree ("school_id") WHERE "ddv_done";--> statement-breakpoint
CREATE INDEX "student_records_codice_sent_idx" ON "student_records" USING btree ("school_id") WHERE "codice_sent";--> statement-breakpoint
CREATE INDEX "student_records_awaiting_pre_enrollment_idx" ON "student_records" USING btree ("school_id") WHERE "awaiting_pre_enrollment";--> statement-breakpoint
CREATE INDEX "student_records_pre_enrollment_admit_idx" ON "student_records" USING btree ("school_id") WHERE "pre_enrollment_admit";--> statement-breakpoint
CREATE INDEX "student_records_grant_application_submitted_idx" ON "student_records" USING btree ("school_id") WHERE "grant_application_submitted";--> statement-breakpoint
CREATE INDEX "student_records_residence_permit_applied_idx" ON "student_records" USING btree ("school_id") WHERE "residence_permit_applied";--> statement-breakpoint
CREATE INDEX "student_records_caf_application_idx" ON "student_records" USING btree ("school_id") WHERE "caf_application";--> statement-breakpoint
CREATE INDEX "student_records_sim_opened_idx" ON "student_records" USING btree ("school_id") WHERE "sim_opened";--> statement-breakpoint
CREATE INDEX "student_records_housing_found_idx" ON "student_records" USING btree ("school_id") WHERE "housing_found";--> statement-breakpoint
CREATE INDEX "student_records_cv_idx" ON "student_records" USING btree ("school_id") WHERE "cv";--> statement-breakpoint
CREATE INDEX "student_records_letter_of_recommendation_1_idx" ON "student_records" USING btree ("school_id") WHERE "letter_of_recommendation_1";--> statement-breakpoint
CREATE INDEX "student_records_letter_of_recommendation_2_idx" ON "student_records" USING btree ("school_id") WHERE "letter_of_recommendation_2";--> statement-breakpoint
CREATE INDEX "student_records_motivation_letter_idx" ON "student_records" USING btree ("school_id") WHERE "motivation_letter";--> statement-breakpoint
CREATE INDEX "student_records_sent_questionnaire_idx" ON "student_records" USING btree ("school_id") WHERE "sent_questionnaire";--> statement-breakpoint
CREATE INDEX "student_records_questionnaire_filled_out_idx" ON "student_records" USING btree ("school_id") WHERE "questionnaire_filled_out";--> statement-breakpoint
CREATE INDEX "student_records_list_of_documents_posted_idx" ON "student_records" USING btree ("school_id") WHERE "list_of_documents_posted";--> statement-breakpoint
CREATE INDEX "student_records_is_all_doc_ready_idx" ON "student_records" USING btree ("school_id") WHERE "is_all_doc_ready";--> statement-breakpoint
CREATE INDEX "student_records_has_chat_id_idx" ON "student_records" USING btree ("school_id") WHERE "has_chat_id";--> statement-breakpoint
CREATE INDEX "work_acts_user_idx" ON "work_acts" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "work_acts_school_idx" ON "work_acts" USING btree ("school_id");
--> statement-breakpoint
INSERT INTO "student_records" ("user_id", "school_id") SELECT "id", "school_id" FROM "users" WHERE "role" = 'student' ON CONFLICT DO NOTHING;
