DROP INDEX "courses_school_cost_idx";--> statement-breakpoint
DROP INDEX "courses_school_price_idx";--> statement-breakpoint
DROP INDEX "courses_school_order_idx";--> statement-breakpoint
CREATE INDEX "courses_school_price_order_idx" ON "courses" USING btree ("school_id","price","order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"show");--> statement-breakpoint
CREATE INDEX "courses_school_price_desc_order_idx" ON "courses" USING btree ("school_id","price" DESC NULLS FIRST,"order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"show");--> statement-breakpoint
CREATE INDEX "courses_school_cost_order_idx" ON "courses" USING btree ("school_id","cost","order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"show");--> statement-breakpoint
CREATE INDEX "courses_school_order_idx" ON "courses" USING btree ("school_id","order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"show");