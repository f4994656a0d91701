ALTER TABLE "catalog_cities" ADD COLUMN "name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_degrees" ADD COLUMN "name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_degrees" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_degrees" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_formats" ADD COLUMN "name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_formats" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_formats" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_specialities" ADD COLUMN "name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_specialities" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_specialities" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_tags" ADD COLUMN "name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_tags" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_tags" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ADD COLUMN "name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_universities" ADD COLUMN "name_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_universities" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_universities" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "description_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "tagline_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "tagline_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "tagline_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Backfill (decision 0020): every name so far was written in one field, taken for the Russian one; the other
-- languages show it until a translation is filled in.
UPDATE "catalog_tags" SET "name_ru" = "name";--> statement-breakpoint
UPDATE "catalog_degrees" SET "name_ru" = "name";--> statement-breakpoint
UPDATE "catalog_formats" SET "name_ru" = "name";--> statement-breakpoint
UPDATE "catalog_universities" SET "name_ru" = "name";--> statement-breakpoint
UPDATE "catalog_specialities" SET "name_ru" = "name";--> statement-breakpoint
UPDATE "catalog_cities" SET "name_ru" = "name";--> statement-breakpoint
UPDATE "catalog_univer_tags" SET "name_ru" = "name";
