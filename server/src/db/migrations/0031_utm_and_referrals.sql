ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
CREATE INDEX "users_school_created_idx" ON "users" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code");