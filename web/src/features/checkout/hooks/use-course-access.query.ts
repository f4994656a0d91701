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
