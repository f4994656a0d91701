import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../session";
import {
  addPaymentNote,
  changePayment,
  enrolWithPayment,
  fetchPaymentHistory,
  fetchProgramPayments,
  fetchStudentOptions,
  recordForConfirmation,
  removePayment,
} from "./payments.api";
import { staffPaymentKeys } from "./staff-payments.keys";

const useSchoolId = () => useSession().claims?.school_id ?? 0;

/** A program's payments, a page at a time ("show more" asks for the next). */
export function useProgramPayments(courseId: number) {
  const schoolId = useSchoolId();
  return useInfiniteQuery({
    queryKey: staffPaymentKeys.program(schoolId, courseId),
    queryFn: ({ pageParam, signal }) => fetchProgramPayments({ courseId, before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** A payment's history, or a student's payments with theirs. */
export function usePaymentHistory(about: { payment_id: number } | { user_id: number } | null) {
  const schoolId = useSchoolId();
  return useInfiniteQuery({
    queryKey: staffPaymentKeys.history(schoolId, about ?? { payment_id: 0 }),
    queryFn: ({ pageParam, signal }) => fetchPaymentHistory(about!, { before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: about !== null,
  });
}

export function useStudentOptions(search: string, enabled: boolean) {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: staffPaymentKeys.students(schoolId, search),
    queryFn: ({ signal }) => fetchStudentOptions(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Recording, correcting, deleting and annotating payments; each refreshes every payment list of the school. */
export function usePaymentMutations() {
  const schoolId = useSchoolId();
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: staffPaymentKeys.school(schoolId) });
  return {
    enrol: useMutation({ mutationFn: enrolWithPayment, onSuccess }),
    queue: useMutation({ mutationFn: recordForConfirmation, onSuccess }),
    change: useMutation({
      mutationFn: (input: { id: number; body: Parameters<typeof changePayment>[1] }) =>
        changePayment(input.id, input.body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: removePayment, onSuccess }),
    note: useMutation({ mutationFn: addPaymentNote, onSuccess }),
  };
}
