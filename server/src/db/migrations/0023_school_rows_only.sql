ALTER TABLE "application_status_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "application_statuses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_cities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_degrees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_formats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_specialities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_universities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_requirement_certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_rounds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "courses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "program_file_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "program_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "group_students" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "group_timetable" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "study_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exercise_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "exercises" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "homeworks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lesson_completions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lessons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_boards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "personal_data_audit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schedule_allowance_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schedule_lesson_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schedule_lesson_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schedule_lessons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schedule_student_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "schools" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_educations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_languages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_tranches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_communications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_document_checks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_exams" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "student_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "work_acts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "application_status_history" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "application_statuses" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "catalog_cities" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "catalog_degrees" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "catalog_formats" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "catalog_specialities" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "catalog_tags" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "catalog_univer_tags" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "catalog_universities" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "course_documents" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "course_media" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "course_members" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "course_requirement_certificates" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "course_rounds" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "courses" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "program_file_logs" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "program_files" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "group_students" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "group_timetable" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "study_groups" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "exercise_attempts" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "exercise_lists" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "exercises" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "homeworks" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "lesson_completions" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "lessons" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "task_boards" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "course_payments" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "document_alerts" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "personal_data_audit" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "calendar_feeds" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "schedule_allowance_usage" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "schedule_lesson_days" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "schedule_lesson_events" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "schedule_lesson_students" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "schedule_lessons" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "schedule_student_months" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "work_days" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "schools" AS PERMISSIVE FOR ALL TO public USING (id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "user_certificates" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "user_educations" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "user_languages" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "payment_tranches" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "student_communications" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "student_document_checks" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "student_documents" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "student_exams" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "student_records" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "work_acts" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "users" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
-- Hand-written (issue 20: row-level security, decision 0049). The role requests act as: it owns nothing, so the
-- policies above apply to it, and it cannot log in (the application's connections switch to it). Roles belong to the
-- whole PostgreSQL cluster, so several databases (and test runs) share it; only the grants are per database.
-- An owner that may not create roles finds it made beforehand (deploy/postgres-roles.sh, decision 0129).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'school_app') THEN
    CREATE ROLE school_app NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO school_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO school_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO school_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO school_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO school_app;--> statement-breakpoint
-- The owner switches its connections to the role, so it must be a member (a superuser always may).
GRANT school_app TO CURRENT_USER;
