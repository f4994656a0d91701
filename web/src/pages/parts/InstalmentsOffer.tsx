import { lazy, Suspense } from "react";
import { useCourseAccess } from "../../features/checkout";
import { useCan } from "../../features/session";
import { loadBuyInInstalments } from "../../features/tranche-payments";

const BuyInInstalmentsButton = lazy(loadBuyInInstalments);

/** A program's "Buy in N payments" for a student who cannot open its lessons yet (decision 0159), loaded on demand. */
export function InstalmentsOffer({ courseId }: { courseId: number }) {
  const canBuy = useCan("payment.buy");
  const access = useCourseAccess(courseId, canBuy);
  if (!canBuy || access.isPending || access.data?.has_access) return null;
  return (
    <Suspense fallback={null}>
      <BuyInInstalmentsButton courseId={courseId} hasAccess={false} />
    </Suspense>
  );
}
