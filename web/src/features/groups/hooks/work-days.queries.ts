import type { WorkDayCreateBody, WorkDayUpdateBody } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { scheduleKeys } from "../../schedule";
import { fetchWorkDays, patchWorkDay, postWorkDay, removeWorkDay } from "../api/groups.api";

const workDayKeys = { teacher: (teacherId: number) => ["groups", "work-days", teacherId] as const };

export const useWorkDays = (teacherId: number) =>
  useQuery({ queryKey: workDayKeys.teacher(teacherId), queryFn: ({ signal }) => fetchWorkDays(teacherId, signal) });

/**
 * Adding, changing and removing a teacher's hours: the list is read again, and so is the schedule (its free-teacher
 * search and its refusals follow the hours).
 */
export function useWorkDayMutations(teacherId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workDayKeys.teacher(teacherId) }),
      queryClient.invalidateQueries({ queryKey: scheduleKeys.root }),
    ]);
  return {
    create: useMutation({ mutationFn: (body: WorkDayCreateBody) => postWorkDay(body), onSuccess }),
    update: useMutation({
      mutationFn: (input: { id: number; body: WorkDayUpdateBody }) => patchWorkDay(input.id, input.body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => removeWorkDay(id), onSuccess }),
  };
}
