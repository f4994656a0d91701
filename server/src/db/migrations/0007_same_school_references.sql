-- Decision 0017: every reference between school-owned rows is (school_id, id), so a row can never point to
-- another school's row. The join tables get their school first, filled from the rows they join.
ALTER TABLE "catalog_cities" DROP CONSTRAINT "catalog_cities_tag_id_catalog_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "catalog_degrees" DROP CONSTRAINT "catalog_degrees_tag_id_catalog_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "catalog_formats" DROP CONSTRAINT "catalog_formats_tag_id_catalog_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "catalog_specialities" DROP CONSTRAINT "catalog_specialities_tag_id_catalog_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" DROP CONSTRAINT "catalog_univer_tags_tag_id_catalog_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "catalog_universities" DROP CONSTRAINT "catalog_universities_tag_id_catalog_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "course_documents" DROP CONSTRAINT "course_documents_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_media" DROP CONSTRAINT "course_media_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_members" DROP CONSTRAINT "course_members_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_members" DROP CONSTRAINT "course_members_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "course_requirement_certificates" DROP CONSTRAINT "course_requirement_certificates_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_rounds" DROP CONSTRAINT "course_rounds_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_tag_id_catalog_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_degree_id_catalog_degrees_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_format_id_catalog_formats_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_university_id_catalog_universities_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_speciality_id_catalog_specialities_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_city_id_catalog_cities_id_fk";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_univer_tag_id_catalog_univer_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "program_file_logs" DROP CONSTRAINT "program_file_logs_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "program_files" DROP CONSTRAINT "program_files_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "program_files" DROP CONSTRAINT "program_files_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "group_students" DROP CONSTRAINT "group_students_group_id_study_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "group_students" DROP CONSTRAINT "group_students_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "study_groups" DROP CONSTRAINT "study_groups_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "study_groups" DROP CONSTRAINT "study_groups_teacher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "exercise_lists" DROP CONSTRAINT "exercise_lists_lesson_id_lessons_id_fk";
--> statement-breakpoint
ALTER TABLE "exercises" DROP CONSTRAINT "exercises_ex_list_id_exercise_lists_id_fk";
--> statement-breakpoint
ALTER TABLE "homeworks" DROP CONSTRAINT "homeworks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "homeworks" DROP CONSTRAINT "homeworks_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "homeworks" DROP CONSTRAINT "homeworks_lesson_id_lessons_id_fk";
--> statement-breakpoint
ALTER TABLE "homeworks" DROP CONSTRAINT "homeworks_ex_list_id_exercise_lists_id_fk";
--> statement-breakpoint
ALTER TABLE "homeworks" DROP CONSTRAINT "homeworks_task_id_exercises_id_fk";
--> statement-breakpoint
ALTER TABLE "lesson_completions" DROP CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk";
--> statement-breakpoint
ALTER TABLE "lesson_completions" DROP CONSTRAINT "lesson_completions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "lessons" DROP CONSTRAINT "lessons_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_payments" DROP CONSTRAINT "course_payments_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "course_payments" DROP CONSTRAINT "course_payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_certificates" DROP CONSTRAINT "user_certificates_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_educations" DROP CONSTRAINT "user_educations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_languages" DROP CONSTRAINT "user_languages_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "course_members" ADD COLUMN "school_id" integer;
--> statement-breakpoint
UPDATE "course_members" SET "school_id" = "courses"."school_id" FROM "courses" WHERE "courses"."id" = "course_members"."course_id";
--> statement-breakpoint
ALTER TABLE "course_members" ALTER COLUMN "school_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "group_students" ADD COLUMN "school_id" integer;
--> statement-breakpoint
UPDATE "group_students" SET "school_id" = "study_groups"."school_id" FROM "study_groups" WHERE "study_groups"."id" = "group_students"."group_id";
--> statement-breakpoint
ALTER TABLE "group_students" ALTER COLUMN "school_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD CONSTRAINT "catalog_cities_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "catalog_degrees" ADD CONSTRAINT "catalog_degrees_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "catalog_formats" ADD CONSTRAINT "catalog_formats_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "catalog_specialities" ADD CONSTRAINT "catalog_specialities_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "catalog_tags" ADD CONSTRAINT "catalog_tags_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ADD CONSTRAINT "catalog_univer_tags_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "catalog_universities" ADD CONSTRAINT "catalog_universities_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "exercise_lists" ADD CONSTRAINT "exercise_lists_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_row_key" UNIQUE("school_id","id");
--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD CONSTRAINT "catalog_cities_tag_fk" FOREIGN KEY ("school_id","tag_id") REFERENCES "public"."catalog_tags"("school_id","id") ON DELETE SET NULL ("tag_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "catalog_degrees" ADD CONSTRAINT "catalog_degrees_tag_fk" FOREIGN KEY ("school_id","tag_id") REFERENCES "public"."catalog_tags"("school_id","id") ON DELETE SET NULL ("tag_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "catalog_formats" ADD CONSTRAINT "catalog_formats_tag_fk" FOREIGN KEY ("school_id","tag_id") REFERENCES "public"."catalog_tags"("school_id","id") ON DELETE SET NULL ("tag_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "catalog_specialities" ADD CONSTRAINT "catalog_specialities_tag_fk" FOREIGN KEY ("school_id","tag_id") REFERENCES "public"."catalog_tags"("school_id","id") ON DELETE SET NULL ("tag_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ADD CONSTRAINT "catalog_univer_tags_tag_fk" FOREIGN KEY ("school_id","tag_id") REFERENCES "public"."catalog_tags"("school_id","id") ON DELETE SET NULL ("tag_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "catalog_universities" ADD CONSTRAINT "catalog_universities_tag_fk" FOREIGN KEY ("school_id","tag_id") REFERENCES "public"."catalog_tags"("school_id","id") ON DELETE SET NULL ("tag_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_documents" ADD CONSTRAINT "course_documents_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_media" ADD CONSTRAINT "course_media_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_members" ADD CONSTRAINT "course_members_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_requirement_certificates" ADD CONSTRAINT "course_requirement_certificates_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_rounds" ADD CONSTRAINT "course_rounds_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tag_fk" FOREIGN KEY ("school_id","tag_id") REFERENCES "public"."catalog_tags"("school_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_degree_fk" FOREIGN KEY ("school_id","degree_id") REFERENCES "public"."catalog_degrees"("school_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_format_fk" FOREIGN KEY ("school_id","format_id") REFERENCES "public"."catalog_formats"("school_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_university_fk" FOREIGN KEY ("school_id","university_id") REFERENCES "public"."catalog_universities"("school_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_speciality_fk" FOREIGN KEY ("school_id","speciality_id") REFERENCES "public"."catalog_specialities"("school_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_city_fk" FOREIGN KEY ("school_id","city_id") REFERENCES "public"."catalog_cities"("school_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_univer_tag_fk" FOREIGN KEY ("school_id","univer_tag_id") REFERENCES "public"."catalog_univer_tags"("school_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_file_logs" ADD CONSTRAINT "program_file_logs_actor_fk" FOREIGN KEY ("school_id","actor_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("actor_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_files" ADD CONSTRAINT "program_files_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_files" ADD CONSTRAINT "program_files_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_group_fk" FOREIGN KEY ("school_id","group_id") REFERENCES "public"."study_groups"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_students" ADD CONSTRAINT "group_students_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_teacher_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("teacher_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exercise_lists" ADD CONSTRAINT "exercise_lists_lesson_fk" FOREIGN KEY ("school_id","lesson_id") REFERENCES "public"."lessons"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_ex_list_fk" FOREIGN KEY ("school_id","ex_list_id") REFERENCES "public"."exercise_lists"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_lesson_fk" FOREIGN KEY ("school_id","lesson_id") REFERENCES "public"."lessons"("school_id","id") ON DELETE SET NULL ("lesson_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_ex_list_fk" FOREIGN KEY ("school_id","ex_list_id") REFERENCES "public"."exercise_lists"("school_id","id") ON DELETE SET NULL ("ex_list_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_task_fk" FOREIGN KEY ("school_id","task_id") REFERENCES "public"."exercises"("school_id","id") ON DELETE SET NULL ("task_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_fk" FOREIGN KEY ("school_id","lesson_id") REFERENCES "public"."lessons"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_payments" ADD CONSTRAINT "course_payments_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE SET NULL ("course_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "course_payments" ADD CONSTRAINT "course_payments_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_educations" ADD CONSTRAINT "user_educations_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_languages" ADD CONSTRAINT "user_languages_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;
