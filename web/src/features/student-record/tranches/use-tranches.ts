import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { studentRecordKeys } from "../student-record.keys";
import { useSchoolId } from "../use-school-id";
import { createTranche, fetchTranches, markTranchePaid } from "./tranches.api";

export type TrancheValues = { amount: number; due_date: string };

/** The student's payment tranches with the totals, adding one and marking one paid today. */
export function useTranches(userId: number) {
  const key = studentRecordKeys.part(useSchoolId(), userId, "tranches");
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const tranches = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchTranches(userId, signal) });
  const add = useMutation({
    mutationFn: (values: TrancheValues) => createTranche({ user_id: userId, ...values }),
    onSuccess: refresh,
  });
  const pay = useMutation({
    mutationFn: (id: number) => markTranchePaid(id, new Date().toISOString().slice(0, 10)),
    onSuccess: refresh,
  });
  return { tranches, add, pay };
}
