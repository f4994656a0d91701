import { useQuery } from "@tanstack/react-query";
import { fetchLessonCounts } from "../api/learning-progress.api";
import { learningProgressKeys } from "../learning-progress.keys";
import { usePaidCourses } from "./use-paid-courses.query";

/**
 * A student's standing in one program: their lesson progress if they study it, and their payment if they bought
 * it. Neither means the program is only being browsed, and the page shows no personal sections.
 */
export function useMyStanding(input: { userId: number; courseId: number }) {
  const counts = useQuery({
    queryKey: learningProgressKeys.lessons(input.userId),
    queryFn: ({ signal }) => fetchLessonCounts({ userId: input.userId, signal }),
  });
  const paid = usePaidCourses();
  return {
    isPending: counts.isPending || paid.isPending,
    progress: counts.data?.find((row) => row.course_id === input.courseId),
    payment: paid.data?.find((row) => row.course_id === input.courseId),
  };
}
