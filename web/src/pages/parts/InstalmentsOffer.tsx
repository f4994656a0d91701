import { lazy } from "react";
import { AntdScope } from "../../antd-scope/AntdScope";
import { useCourseAccess } from "../../features/checkout";
import { useCan } from "../../features/session";
import { loadBuyInInstalments, loadLockedLessonsNotice } from "../../features/tranche-payments";

const BuyInInstalmentsButton = lazy(loadBuyInInstalments);
const LockedLessonsNotice = lazy(loadLockedLessonsNotice);

/**
 * A program's "Buy in N payments" for a student who cannot open its lessons yet (decision 0159), loaded on demand;
 * for one who bought it so and let a payment fall overdue, that payment to make instead (decision 0166). Both are
 * Ant Design's, in a scope of their own, so the program's page around them needs none (decision 0189).
 */
export function InstalmentsOffer({ courseId }: { courseId: number }) {
  const canBuy = useCan("payment.buy");
  const access = useCourseAccess(courseId, canBuy);
  if (!canBuy || access.isPending || access.data?.has_access) return null;
  if (access.data?.overdue_instalment) {
    return (
      <AntdScope>
        <LockedLessonsNotice instalment={access.data.overdue_instalment} />
      </AntdScope>
    );
  }
  return (
    <AntdScope>
      <BuyInInstalmentsButton courseId={courseId} hasAccess={false} />
    </AntdScope>
  );
}
