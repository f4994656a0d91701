ALTER TABLE "study_groups" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_groups" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_lists" ADD COLUMN "title_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
-- Hand-written (issue 20: content in three languages)
-- A name written as "Russian · Kazakh · English" (the demo's lessons put the three into one field) is split into
-- its three languages; any other name stays the Russian one, which every language falls back to (decision 0042).
UPDATE "lessons" SET "name" = split_part("name", ' · ', 1), "name_kk" = split_part("name", ' · ', 2), "name_en" = split_part("name", ' · ', 3) WHERE "name" ~ '^[^·]+ · [^·]+ · [^·]+$';--> statement-breakpoint
UPDATE "study_groups" SET "name_group" = split_part("name_group", ' · ', 1), "name_kk" = split_part("name_group", ' · ', 2), "name_en" = split_part("name_group", ' · ', 3) WHERE "name_group" ~ '^[^·]+ · [^·]+ · [^·]+$';--> statement-breakpoint
UPDATE "exercise_lists" SET "title_kk" = split_part("title_ru", ' · ', 2), "title_en" = split_part("title_ru", ' · ', 3), "title_ru" = split_part("title_ru", ' · ', 1) WHERE "title_ru" ~ '^[^·]+ · [^·]+ · [^·]+$';
