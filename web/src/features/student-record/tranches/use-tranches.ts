import { useMutation } from "@tanstack/react-query";
import { useRecordPart } from "../use-record-part";
import { createTranche, fetchTranches, markTranchePaid } from "./tranches.api";

export type TrancheValues = { amount: number; due_date: string };

/** The student's payment tranches with the totals, adding one and marking one paid today. */
export function useTranches(userId: number) {
  const { query: tranches, refresh } = useRecordPart({
    userId,
    part: "tranches",
    fetchPart: (signal) => fetchTranches(userId, signal),
  });
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
