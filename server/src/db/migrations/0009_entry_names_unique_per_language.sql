DROP INDEX "catalog_cities_school_name_idx";--> statement-breakpoint
DROP INDEX "catalog_degrees_school_name_idx";--> statement-breakpoint
DROP INDEX "catalog_formats_school_name_idx";--> statement-breakpoint
DROP INDEX "catalog_specialities_school_name_idx";--> statement-breakpoint
DROP INDEX "catalog_tags_school_name_idx";--> statement-breakpoint
DROP INDEX "catalog_univer_tags_school_name_idx";--> statement-breakpoint
DROP INDEX "catalog_universities_school_name_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_cities_school_name_ru_idx" ON "catalog_cities" USING btree ("school_id",coalesce(nullif("name_ru", ''), nullif("name_kk", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_cities_school_name_kk_idx" ON "catalog_cities" USING btree ("school_id",coalesce(nullif("name_kk", ''), nullif("name_ru", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_cities_school_name_en_idx" ON "catalog_cities" USING btree ("school_id",coalesce(nullif("name_en", ''), nullif("name_ru", ''), "name_kk"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_degrees_school_name_ru_idx" ON "catalog_degrees" USING btree ("school_id",coalesce(nullif("name_ru", ''), nullif("name_kk", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_degrees_school_name_kk_idx" ON "catalog_degrees" USING btree ("school_id",coalesce(nullif("name_kk", ''), nullif("name_ru", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_degrees_school_name_en_idx" ON "catalog_degrees" USING btree ("school_id",coalesce(nullif("name_en", ''), nullif("name_ru", ''), "name_kk"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_formats_school_name_ru_idx" ON "catalog_formats" USING btree ("school_id",coalesce(nullif("name_ru", ''), nullif("name_kk", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_formats_school_name_kk_idx" ON "catalog_formats" USING btree ("school_id",coalesce(nullif("name_kk", ''), nullif("name_ru", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_formats_school_name_en_idx" ON "catalog_formats" USING btree ("school_id",coalesce(nullif("name_en", ''), nullif("name_ru", ''), "name_kk"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_specialities_school_name_ru_idx" ON "catalog_specialities" USING btree ("school_id",coalesce(nullif("name_ru", ''), nullif("name_kk", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_specialities_school_name_kk_idx" ON "catalog_specialities" USING btree ("school_id",coalesce(nullif("name_kk", ''), nullif("name_ru", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_specialities_school_name_en_idx" ON "catalog_specialities" USING btree ("school_id",coalesce(nullif("name_en", ''), nullif("name_ru", ''), "name_kk"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tags_school_name_ru_idx" ON "catalog_tags" USING btree ("school_id",coalesce(nullif("name_ru", ''), nullif("name_kk", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tags_school_name_kk_idx" ON "catalog_tags" USING btree ("school_id",coalesce(nullif("name_kk", ''), nullif("name_ru", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tags_school_name_en_idx" ON "catalog_tags" USING btree ("school_id",coalesce(nullif("name_en", ''), nullif("name_ru", ''), "name_kk"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_univer_tags_school_name_ru_idx" ON "catalog_univer_tags" USING btree ("school_id",coalesce(nullif("name_ru", ''), nullif("name_kk", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_univer_tags_school_name_kk_idx" ON "catalog_univer_tags" USING btree ("school_id",coalesce(nullif("name_kk", ''), nullif("name_ru", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_univer_tags_school_name_en_idx" ON "catalog_univer_tags" USING btree ("school_id",coalesce(nullif("name_en", ''), nullif("name_ru", ''), "name_kk"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_universities_school_name_ru_idx" ON "catalog_universities" USING btree ("school_id",coalesce(nullif("name_ru", ''), nullif("name_kk", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_universities_school_name_kk_idx" ON "catalog_universities" USING btree ("school_id",coalesce(nullif("name_kk", ''), nullif("name_ru", ''), "name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_universities_school_name_en_idx" ON "catalog_universities" USING btree ("school_id",coalesce(nullif("name_en", ''), nullif("name_ru", ''), "name_kk"));--> statement-breakpoint
ALTER TABLE "catalog_cities" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "catalog_degrees" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "catalog_formats" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "catalog_specialities" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "catalog_tags" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "catalog_universities" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "catalog_cities" ADD CONSTRAINT "catalog_cities_has_name" CHECK ("catalog_cities"."name_ru" <> '' or "catalog_cities"."name_kk" <> '' or "catalog_cities"."name_en" <> '');--> statement-breakpoint
ALTER TABLE "catalog_degrees" ADD CONSTRAINT "catalog_degrees_has_name" CHECK ("catalog_degrees"."name_ru" <> '' or "catalog_degrees"."name_kk" <> '' or "catalog_degrees"."name_en" <> '');--> statement-breakpoint
ALTER TABLE "catalog_formats" ADD CONSTRAINT "catalog_formats_has_name" CHECK ("catalog_formats"."name_ru" <> '' or "catalog_formats"."name_kk" <> '' or "catalog_formats"."name_en" <> '');--> statement-breakpoint
ALTER TABLE "catalog_specialities" ADD CONSTRAINT "catalog_specialities_has_name" CHECK ("catalog_specialities"."name_ru" <> '' or "catalog_specialities"."name_kk" <> '' or "catalog_specialities"."name_en" <> '');--> statement-breakpoint
ALTER TABLE "catalog_tags" ADD CONSTRAINT "catalog_tags_has_name" CHECK ("catalog_tags"."name_ru" <> '' or "catalog_tags"."name_kk" <> '' or "catalog_tags"."name_en" <> '');--> statement-breakpoint
ALTER TABLE "catalog_univer_tags" ADD CONSTRAINT "catalog_univer_tags_has_name" CHECK ("catalog_univer_tags"."name_ru" <> '' or "catalog_univer_tags"."name_kk" <> '' or "catalog_univer_tags"."name_en" <> '');--> statement-breakpoint
ALTER TABLE "catalog_universities" ADD CONSTRAINT "catalog_universities_has_name" CHECK ("catalog_universities"."name_ru" <> '' or "catalog_universities"."name_kk" <> '' or "catalog_universities"."name_en" <> '');