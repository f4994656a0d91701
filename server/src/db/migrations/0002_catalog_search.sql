-- Trigram similarity for typo-tolerant catalogue search (decision 0010); trusted extension, no superuser needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "title_ru" || ' ' || "title_kk" || ' ' || "title_en"), 'A') || setweight(to_tsvector('simple'::regconfig, "short_desc_ru" || ' ' || "short_desc_kk" || ' ' || "short_desc_en"), 'B') || setweight(to_tsvector('simple'::regconfig, "full_desc_ru" || ' ' || "full_desc_kk" || ' ' || "full_desc_en"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_titles" text GENERATED ALWAYS AS (lower("title_ru" || ' ' || "title_kk" || ' ' || "title_en")) STORED;--> statement-breakpoint
CREATE INDEX "course_rounds_school_dates_idx" ON "course_rounds" USING btree ("school_id","ends_on","starts_on","course_id");--> statement-breakpoint
CREATE INDEX "courses_school_order_idx" ON "courses" USING btree ("school_id","order","created_at");--> statement-breakpoint
CREATE INDEX "courses_school_tag_idx" ON "courses" USING btree ("school_id","tag_id");--> statement-breakpoint
CREATE INDEX "courses_school_degree_idx" ON "courses" USING btree ("school_id","degree_id");--> statement-breakpoint
CREATE INDEX "courses_school_format_idx" ON "courses" USING btree ("school_id","format_id");--> statement-breakpoint
CREATE INDEX "courses_school_university_idx" ON "courses" USING btree ("school_id","university_id");--> statement-breakpoint
CREATE INDEX "courses_school_speciality_idx" ON "courses" USING btree ("school_id","speciality_id");--> statement-breakpoint
CREATE INDEX "courses_school_city_idx" ON "courses" USING btree ("school_id","city_id");--> statement-breakpoint
CREATE INDEX "courses_school_univer_tag_idx" ON "courses" USING btree ("school_id","univer_tag_id");--> statement-breakpoint
CREATE INDEX "courses_school_language_idx" ON "courses" USING btree ("school_id","language");--> statement-breakpoint
CREATE INDEX "courses_school_cost_idx" ON "courses" USING btree ("school_id","cost");--> statement-breakpoint
CREATE INDEX "courses_school_price_idx" ON "courses" USING btree ("school_id","price");--> statement-breakpoint
CREATE INDEX "courses_school_facets_idx" ON "courses" USING btree ("school_id","show","tag_id","city_id","university_id","univer_tag_id","degree_id","speciality_id","format_id","language","cost","price","id");--> statement-breakpoint
CREATE INDEX "courses_search_vector_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_search_titles_trgm_idx" ON "courses" USING gin ("search_titles" gin_trgm_ops);