import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { openCourseOrder } from "../api/checkout.api";

/** A key for this button's purchase: a double click or a retried request finds the same order. */
const newKey = () =>
  typeof crypto.randomUUID === "function"
    ? `buy-${crypto.randomUUID()}`
    : `buy-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Buying a program: opens the order and sends the student to the provider's checkout (the local page of the
 * development provider, or the provider's own); a free or already open program goes straight to its lessons.
 */
export function useBuyCourse(courseId: number) {
  const navigate = useNavigate();
  const key = useRef(newKey());
  return useMutation({
    mutationFn: () => openCourseOrder({ course_id: courseId, idempotency_key: key.current }),
    onSuccess: (order) => {
      if (order.checkout_url?.startsWith("/")) navigate(order.checkout_url);
      else if (order.checkout_url) window.location.assign(order.checkout_url);
      else navigate(`/course/view/${courseId}`);
    },
    // A refused attempt may be tried again as a new order.
    onError: () => {
      key.current = newKey();
    },
  });
}
