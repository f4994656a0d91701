import type { ScheduleListQuery } from "@school/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import * as api from "../api/schedule.api";

/** The schedule's query keys, per school (`root` spans every school: a change the schedule follows from outside). */
export const scheduleKeys = {
  root: ["schedule"] as const,
  all: (schoolId: number) => ["schedule", schoolId] as const,
  lessons: (schoolId: number, query: ScheduleListQuery) => ["schedule", schoolId, "lessons", query] as const,
  lesson: (schoolId: number, id: number) => ["schedule", schoolId, "lesson", id] as const,
  rules: (schoolId: number) => ["schedule", schoolId, "rules"] as const,
  feed: (schoolId: number) => ["schedule", schoolId, "feed"] as const,
  teachers: (schoolId: number) => ["schedule", schoolId, "teachers"] as const,
  students: (schoolId: number) => ["schedule", schoolId, "students"] as const,
};

function useSchoolId(): number {
  return useSession().claims?.school_id ?? 0;
}

export function useLessonsQuery(query: ScheduleListQuery | null) {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: scheduleKeys.lessons(schoolId, query ?? { date: "" }),
    queryFn: ({ signal }) => api.fetchLessons(query as ScheduleListQuery, signal),
    enabled: schoolId > 0 && query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useLessonQuery(id: number | null) {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: scheduleKeys.lesson(schoolId, id ?? 0),
    queryFn: ({ signal }) => api.fetchLesson(id as number, signal),
    enabled: schoolId > 0 && id !== null,
  });
}

export function useRulesQuery() {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: scheduleKeys.rules(schoolId),
    queryFn: ({ signal }) => api.fetchRules(signal),
    enabled: schoolId > 0,
    staleTime: 5 * 60_000,
  });
}

export function useTeachersQuery(enabled: boolean) {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: scheduleKeys.teachers(schoolId),
    queryFn: ({ signal }) => api.fetchTeachers(signal),
    enabled: schoolId > 0 && enabled,
    staleTime: 60_000,
  });
}

export function useStudentsQuery(enabled: boolean) {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: scheduleKeys.students(schoolId),
    queryFn: ({ signal }) => api.fetchStudents("", signal),
    enabled: schoolId > 0 && enabled,
    staleTime: 60_000,
  });
}

/** Every change of the timetable refreshes the calendar and the lesson open in the dialog. */
function useScheduleMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, meta?: { silent: boolean }) {
  const queryClient = useQueryClient();
  const schoolId = useSchoolId();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all(schoolId) }),
    meta,
  });
}

export const useCreateLessonsMutation = () => useScheduleMutation(api.createLessons);
export const useChangeStatusMutation = () => useScheduleMutation(api.changeStatus);
/** A dragged lesson's move: its refusal shows above the calendar, so the app's error toast stays quiet. */
export const useMoveLessonMutation = () => useScheduleMutation(api.changeStatus, { silent: true });
export const useResetStatusMutation = () => useScheduleMutation(api.resetStatus);

export function useFeedQuery() {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: scheduleKeys.feed(schoolId),
    queryFn: ({ signal }) => api.fetchFeedStatus(signal),
    enabled: schoolId > 0,
  });
}
export const useRenewFeedMutation = () => useScheduleMutation(api.renewFeedLink);
export const useRevokeFeedMutation = () => useScheduleMutation(api.revokeFeedLink);
