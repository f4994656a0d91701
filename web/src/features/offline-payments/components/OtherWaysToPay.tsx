import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { stillToBuy, useCourseAccess } from "../../checkout";
import { useCan } from "../../session";
import { useOfflineMethodsQuery } from "../hooks";
import "../texts";

/**
 * "Kaspi or bank transfer" under a program's Buy button (decision 0160): shown to a buyer who has not the program yet,
 * when the school takes either; it leads to the page where the way to pay is chosen.
 */
export function OtherWaysToPay({ course }: { course: { id: number; title: string; cost: number; is_free: boolean } }) {
  const { t } = useTranslation();
  const canBuy = useCan("payment.buy");
  const sold = !course.is_free && course.cost > 0;
  const access = useCourseAccess(course.id, canBuy && sold);
  const methods = useOfflineMethodsQuery(canBuy && sold);
  if (!canBuy || !sold || stillToBuy(access.data) !== true) return null;
  if (!methods.data?.kaspi && !methods.data?.transfer) return null;
  return (
    <Link
      to={`/pay/course/${course.id}`}
      className="offline-other-ways"
      aria-label={t("offlinePayments.choose.otherWaysLabel", { title: course.title })}
      data-testid={`pay-other-ways-${course.id}`}
    >
      {t("offlinePayments.choose.otherWays")}
    </Link>
  );
}
