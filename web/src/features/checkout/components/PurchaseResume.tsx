import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useCan } from "../../session";
import { openCourseOrder } from "../api/checkout.api";
import { goToCheckout } from "../hooks/use-buy-course";
import { forgetPurchaseIntent, pendingPurchase } from "../purchase-intent";

/**
 * A purchase a guest started (Buy, then registration or sign-in) goes on by itself once the student is free to
 * act: after the onboarding tour, or at once for one who has none (decision 0139). The order opens with the key kept
 * since Buy, and the intent is forgotten once the order answers, so a reload after paying starts nothing. A refused
 * order leaves the student on the program's page, its Buy at hand.
 */
export function PurchaseResume({ waiting }: { waiting: boolean }) {
  const navigate = useNavigate();
  const canBuy = useCan("payment.buy");
  const started = useRef(false);
  useEffect(() => {
    if (waiting || started.current) return;
    const intent = pendingPurchase();
    if (intent === null) return;
    started.current = true;
    // Staff who pressed Buy as guests buy nothing.
    if (!canBuy) {
      forgetPurchaseIntent();
      return;
    }
    openCourseOrder({ course_id: intent.courseId, idempotency_key: intent.key }).then(
      (order) => {
        forgetPurchaseIntent();
        goToCheckout({ order, courseId: intent.courseId, navigate, replace: true });
      },
      () => {
        forgetPurchaseIntent();
        navigate(`/my-course/info/${intent.courseId}?buy=1`, { replace: true });
      },
    );
  }, [waiting, canBuy, navigate]);
  return null;
}
