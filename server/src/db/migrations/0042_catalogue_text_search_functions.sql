-- Hand-written (decision 0116). Requests act as school_app under row-level security (decision 0049), where
-- PostgreSQL evaluates a table's policy before any operator that is not leakproof: the full-text match (@@) and the
-- trigram match (<%) then filter every row the policy lets through instead of reading their indexes (a guest search
-- read the school's 10,000 programs for its words). These functions run as the tables' owner, so the indexes serve
-- them. Each names its school and answers for that school only; on the requests' role (the `role` the connection
-- set) only when it is the school the request has set (app.school_id), and for none when it has set none, as the
-- policies answer; the owner's handle (jobs, the embedded database: no role set) names its school itself.
CREATE FUNCTION catalog_word_matches(school integer, words tsquery)
RETURNS TABLE (id integer, rank real)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $$
  SELECT course.id, ts_rank(course.search_vector, words)
  FROM public.courses AS course
  WHERE course.school_id = school
    AND (school = nullif(current_setting('app.school_id', true), '')::integer OR current_setting('role') = 'none')
    AND course.search_vector @@ words
$$;--> statement-breakpoint
-- Programs whose titles are spelled nearly as `phrase`, at most `most` of them, visible or a member's only when asked.
-- The threshold is the caller's (TYPO_THRESHOLD); the SET clause puts the setting back when the function returns.
CREATE FUNCTION catalog_similar_titles(
  school integer, phrase text, threshold real, visible_only boolean, member integer, most integer
)
RETURNS TABLE (id integer, closeness real)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public SET pg_trgm.word_similarity_threshold = 0.3 AS $$
  SELECT set_config('pg_trgm.word_similarity_threshold', threshold::text, true);
  SELECT candidate.id, candidate.closeness FROM (
    SELECT course.id, word_similarity(phrase, course.search_titles) AS closeness
    FROM public.courses AS course
    WHERE course.school_id = school
      AND (school = nullif(current_setting('app.school_id', true), '')::integer OR current_setting('role') = 'none')
      AND (course.show OR NOT visible_only)
      AND (member IS NULL OR EXISTS (
        SELECT 1 FROM public.course_members AS membership
        WHERE membership.course_id = course.id AND membership.school_id = school AND membership.user_id = member
      ))
      AND phrase <% course.search_titles
    LIMIT most
  ) AS candidate
$$;--> statement-breakpoint
-- The near-title lookup reads one school's titles: its trigram index leads with the school.
DROP INDEX "courses_search_titles_trgm_idx";--> statement-breakpoint
CREATE INDEX "courses_school_search_titles_idx" ON "courses" USING gin ("school_id","search_titles" gin_trgm_ops);