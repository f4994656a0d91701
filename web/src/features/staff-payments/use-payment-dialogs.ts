import type { StaffPayment } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../ui/toast";
import { usePaymentMutations } from "./use-staff-payments";

/** Which payment the edit dialog and the history drawer are open on, and deleting one. */
export function usePaymentDialogs() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<StaffPayment | null>(null);
  const [viewing, setViewing] = useState<StaffPayment | null>(null);
  const { remove } = usePaymentMutations();
  const onDelete = (payment: StaffPayment) => {
    if (payment.user_id === null) return;
    remove.mutate(
      { paymentId: payment.id, userId: payment.user_id },
      { onSuccess: () => toast.success(t("staffPayments.removed")) },
    );
  };
  return { editing, setEditing, viewing, setViewing, onDelete };
}
