import { useMutation, useQuery } from "@tanstack/react-query";
import { courseAdminKeys } from "../course-admin.keys";
import { useInvalidateCourses } from "../use-invalidate-courses";
import { createRound, deleteRound, fetchRounds, type RoundDates, updateRound } from "./rounds.api";

export function useRoundsQuery(courseId: number | null) {
  return useQuery({
    queryKey: courseAdminKeys.rounds(courseId ?? 0),
    queryFn: () => fetchRounds(courseId ?? 0),
    enabled: courseId !== null,
  });
}

/** Rounds of a saved program change at once; the rounds-limit refusal is shown by the editor. */
export function useRoundMutations(courseId: number) {
  const invalidate = useInvalidateCourses();
  const onSuccess = () => invalidate(courseId);
  return {
    create: useMutation({
      mutationFn: (dates: RoundDates) => createRound({ courseId, ...dates }),
      onSuccess,
      meta: { silent: true },
    }),
    update: useMutation({ mutationFn: updateRound, onSuccess, meta: { silent: true } }),
    remove: useMutation({ mutationFn: deleteRound, onSuccess, meta: { silent: true } }),
  };
}
