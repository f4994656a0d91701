import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../session";
import { fetchPaidCourses } from "../api/learning-progress.api";
import { learningProgressKeys } from "../learning-progress.keys";

/** The signed-in student's paid purchases; other roles and guests buy nothing, so nothing is asked for them. */
export function usePaidCourses() {
  const { claims } = useSession();
  const userId = claims?.user_id ?? 0;
  return useQuery({
    queryKey: learningProgressKeys.paid(userId),
    queryFn: ({ signal }) => fetchPaidCourses(signal),
    enabled: claims?.role === "student",
    staleTime: 60_000,
  });
}

/** The ids of the programs the student has bought, for cards to mark. */
export function usePaidCourseIds(): ReadonlySet<number> {
  const paid = usePaidCourses();
  return new Set((paid.data ?? []).flatMap((row) => (row.course_id === null ? [] : [row.course_id])));
}
