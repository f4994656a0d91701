-- Hand-written (decision 0093): the school's column in the search index needs btree_gin's integer operators.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "courses_search_vector_idx";--> statement-breakpoint
CREATE INDEX "courses_school_search_idx" ON "courses" USING gin ("school_id","search_vector");
