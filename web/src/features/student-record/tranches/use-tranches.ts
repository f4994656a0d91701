import type { PaymentTranche } from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { isApiError } from "../../../api/api-error";
import { useRecordPart } from "../use-record-part";
import { createTranche, deleteTranche, fetchTranches, updateTranche } from "./tranches.api";

export type TrancheValues = { amount: number; due_date: string; paid_on?: string | null; note?: string };
export type TrancheChange = Partial<TrancheValues>;

/** Today in the browser's calendar, for "mark paid". */
export function todayDate(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether an error is the server's "this goes beyond the package cost" (409 overpay), to ask and send again. */
export const isOverpay = (error: unknown) => isApiError(error) && error.code === "overpay";

/**
 * The student's payment tranches with the totals: adding, changing (mark paid, un-mark, edit) and deleting one. A
 * change the server refuses as an overpayment is asked about (`confirmOverpay`) and sent again confirmed.
 */
export function useTranches(userId: number, confirmOverpay: (excess: number) => Promise<boolean>) {
  const { query: tranches, refresh } = useRecordPart({
    userId,
    part: "tranches",
    fetchPart: (signal) => fetchTranches(userId, signal),
  });

  /** What the paid total would exceed the package cost by, once `before` (a paid sum) becomes `after`. */
  const excessOf = (before: number, after: number) => {
    const data = tranches.data;
    if (!data || data.package_cost === null) return 0;
    return data.paid_total - before + after - data.package_cost;
  };
  const paidPart = (tranche: { amount: number; paid_on?: string | null }) => (tranche.paid_on ? tranche.amount : 0);

  async function withOverpayCheck<T>(send: (confirm: boolean) => Promise<T>, excess: () => number): Promise<T> {
    try {
      return await send(false);
    } catch (error) {
      if (!isOverpay(error) || !(await confirmOverpay(excess()))) throw error;
      return send(true);
    }
  }

  const add = useMutation({
    mutationFn: (values: TrancheValues) =>
      withOverpayCheck(
        (confirm) => createTranche({ user_id: userId, ...values, ...(confirm ? { confirm_overpay: true } : {}) }),
        () => excessOf(0, paidPart(values)),
      ),
    onSuccess: refresh,
  });
  const change = useMutation({
    mutationFn: ({ tranche, changes }: { tranche: PaymentTranche; changes: TrancheChange }) =>
      withOverpayCheck(
        (confirm) => updateTranche(tranche.id, { ...changes, ...(confirm ? { confirm_overpay: true } : {}) }),
        () => excessOf(paidPart(tranche), paidPart({ ...tranche, ...changes })),
      ),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteTranche(id), onSuccess: refresh });
  return { tranches, add, change, remove };
}
