-- Hand-written (issue 35, decision 0154). The guest pages' help footer (help/info/: the school's support contacts and
-- its published documents) is now kept with the other guests' answers (core/cache/public-answers.ts), so a change of
-- either table notifies every process as the catalogue's tables do (migration 0040).
CREATE TRIGGER "school_help_public_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "school_help"
  FOR EACH ROW EXECUTE FUNCTION "notify_public_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "legal_documents_public_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "legal_documents"
  FOR EACH ROW EXECUTE FUNCTION "notify_public_catalogue_changed"();
