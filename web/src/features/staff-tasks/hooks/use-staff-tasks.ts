import type { BulkStaffTasksInput, NewStaffTask, StaffTaskBox, StaffTaskChange } from "@school/contracts";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../../session";
import {
  addComment,
  changeTask,
  createTask,
  createTasksForList,
  fetchComments,
  fetchTaskHolders,
  fetchTasks,
} from "../api/staff-tasks.api";
import { staffTaskKeys } from "../staff-tasks.keys";

const useSchoolId = () => useSession().claims?.school_id ?? 0;

/** A box of tasks, soonest first (the done box: latest first), a page at a time; a student's when `student` is set. */
export function useTasks(input: { box: StaffTaskBox; student?: number }) {
  const schoolId = useSchoolId();
  return useInfiniteQuery({
    queryKey: staffTaskKeys.list(schoolId, input.box, input.student),
    queryFn: ({ pageParam, signal }) => fetchTasks({ ...input, after: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: (previous) => previous,
  });
}

/** Every change of a task refreshes every list of the school's tasks (a box's counts move with it). */
function useRefresh() {
  const schoolId = useSchoolId();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffTaskKeys.all(schoolId) });
}

export function useTaskActions() {
  const refresh = useRefresh();
  return {
    create: useMutation({ mutationFn: (body: NewStaffTask) => createTask(body), onSuccess: refresh }),
    createForList: useMutation({
      mutationFn: (body: BulkStaffTasksInput) => createTasksForList(body),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: (input: { id: number; change: StaffTaskChange }) => changeTask(input),
      onSuccess: refresh,
    }),
  };
}

export function useTaskComments(id: number) {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: staffTaskKeys.comments(schoolId, id),
    queryFn: ({ signal }) => fetchComments({ id, signal }),
  });
}

export function useAddComment(id: number) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (text: string) => addComment({ id, text }), onSuccess: refresh });
}

/** Whom a task can be given to: the school's admins and managers. */
export function useTaskHolders() {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: staffTaskKeys.holders(schoolId),
    queryFn: ({ signal }) => fetchTaskHolders(signal),
    staleTime: 5 * 60_000,
  });
}
