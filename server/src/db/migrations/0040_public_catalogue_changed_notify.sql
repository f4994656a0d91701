-- Hand-written (issue 24, decision 0094). Guests' catalogue and program pages are cached in every server process
-- (core/cache/public-answers.ts); whoever changes what they show (the app, a script, an operator's SQL console), every
-- process hears it on commit and drops that school's answers. The payload is what core/cache/school-changes.ts
-- decodes: '<school id>' for the school's catalogue content, 'school:<id>' for the schools row itself (its domain and
-- settings: the domain cache is dropped too). A rolled-back change sends nothing; PostgreSQL folds the identical
-- notifications of one transaction into one, so a bulk import sends one per school.
CREATE FUNCTION "notify_public_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'schools' THEN
    PERFORM pg_notify('public_catalogue_changed', 'school:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END));
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.school_id IS NOT NULL THEN
    PERFORM pg_notify('public_catalogue_changed', OLD.school_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.school_id IS NOT NULL THEN
    PERFORM pg_notify('public_catalogue_changed', NEW.school_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every insert, update and delete of what guests see: the schools row, the programs and everything a card or a page
-- shows of them (the page names its teachers: course_members), and the dictionaries whose names cards show.
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['schools', 'courses', 'course_rounds', 'course_media', 'course_requirement_certificates',
    'course_documents', 'course_members', 'catalog_tags', 'catalog_degrees', 'catalog_formats', 'catalog_universities',
    'catalog_specialities', 'catalog_cities', 'catalog_univer_tags']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "notify_public_catalogue_changed"()',
      watched || '_public_catalogue_changed', watched);
  END LOOP;
END
$$;--> statement-breakpoint
-- A teacher renamed: the program pages naming them.
CREATE TRIGGER "users_public_catalogue_changed" AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "notify_public_catalogue_changed"();
