import { useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { studentRecordKeys } from "../student-record.keys";
import { fetchRecordChoices } from "./lookups.api";

/** The record's pickers (staff, teachers, cities, categories, academic years), loaded once per language. */
export function useRecordChoices() {
  const { claims } = useSession();
  const language = useUiLanguage();
  return useQuery({
    queryKey: studentRecordKeys.choices(claims?.school_id ?? 0, language),
    queryFn: ({ signal }) => fetchRecordChoices(language, signal),
    enabled: claims !== null,
    staleTime: 5 * 60_000,
  });
}
