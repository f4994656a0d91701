ALTER TABLE "exercise_lists" ADD COLUMN "review" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_lists" ADD COLUMN "due_at" timestamp with time zone;