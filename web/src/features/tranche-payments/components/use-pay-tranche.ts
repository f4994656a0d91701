import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { payTranche } from "../api/tranche-payments.api";

/** The student's own Pay: the tranche's one order, then the provider's checkout (the local one in development). */
export function usePayTranche() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (trancheId: number) => payTranche(trancheId),
    onSuccess: (order) => {
      if (order.checkout_url?.startsWith("/")) navigate(order.checkout_url);
      else if (order.checkout_url) window.location.assign(order.checkout_url);
    },
  });
}
