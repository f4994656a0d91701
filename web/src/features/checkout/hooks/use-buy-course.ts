import type { OpenedOrderAnswer } from "@school/contracts";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { openCourseOrder } from "../api/checkout.api";
import { newPurchaseKey } from "../purchase-intent";

/**
 * Where an opened order leads: the provider's checkout (the local page of the development provider, or the
 * provider's own); a free or already open program straight to its lessons. The page it leaves is replaced when the
 * purchase went on by itself, so Back does not land on a page that opens it again.
 */
export function goToCheckout(input: {
  order: OpenedOrderAnswer;
  courseId: number;
  navigate: NavigateFunction;
  replace?: boolean;
}): void {
  const { order, courseId, navigate, replace = false } = input;
  if (order.checkout_url?.startsWith("/")) navigate(order.checkout_url, { replace });
  else if (order.checkout_url) window.location.assign(order.checkout_url);
  else navigate(`/course/view/${courseId}`, { replace });
}

/** Buying a program: opens the order and sends the student on to pay. */
export function useBuyCourse(courseId: number) {
  const navigate = useNavigate();
  const key = useRef(newPurchaseKey());
  return useMutation({
    mutationFn: () => openCourseOrder({ course_id: courseId, idempotency_key: key.current }),
    onSuccess: (order) => goToCheckout({ order, courseId, navigate }),
    // A refused attempt may be tried again as a new order.
    onError: () => {
      key.current = newPurchaseKey();
    },
  });
}
