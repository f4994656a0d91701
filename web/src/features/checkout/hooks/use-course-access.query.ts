import type { PaymentCheck } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../../session";
import { fetchPaymentCheck } from "../api/checkout.api";
import { checkoutKeys } from "../checkout.keys";

/** Whether the signed-in user may open the program's lessons (membership: bought, enrolled, or staff). */
export function useCourseAccess(courseId: number, enabled = true) {
  const { claims } = useSession();
  return useQuery({
    queryKey: checkoutKeys.access(claims?.user_id ?? 0, courseId),
    queryFn: ({ signal }) => fetchPaymentCheck(courseId, signal),
    enabled: enabled && Boolean(claims),
    staleTime: 30_000,
  });
}

/**
 * Whether the program is still the caller's to buy: not when its lessons open to them, nor when they bought it in
 * instalments and one is overdue, which is what they pay then (decision 0166). Undefined while the check loads.
 */
export const stillToBuy = (check: PaymentCheck | undefined): boolean | undefined =>
  check === undefined ? undefined : !check.has_access && !check.overdue_instalment;
