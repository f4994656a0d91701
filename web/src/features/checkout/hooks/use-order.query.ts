import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "../../../api/api-error";
import { fetchOrder } from "../api/checkout.api";
import { checkoutKeys } from "../checkout.keys";

/** How often a pending order is asked again, and for how long before the page says it takes longer than usual. */
export const ORDER_POLL_MS = 2_000;
export const ORDER_POLL_LIMIT_MS = 2 * 60_000;

/**
 * The order's real state; asked again every two seconds while it is pending, for two minutes at most, after which
 * `waitedLong` says so (the page then tells the student access comes when the payment does).
 */
export function useOrderQuery(orderId: string) {
  const [startedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    refetchInterval: (current) =>
      current.state.data?.status === "pending" && Date.now() - startedAt < ORDER_POLL_LIMIT_MS ? ORDER_POLL_MS : false,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
  // Read so that every answer, even an unchanged one, draws the page again and the limit is noticed.
  const answeredAt = query.dataUpdatedAt;
  const waitedLong = query.data?.status === "pending" && answeredAt - startedAt >= ORDER_POLL_LIMIT_MS;
  return { ...query, waitedLong };
}
