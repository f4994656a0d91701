import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../api/error-text";
import { formatMinorMoney } from "../../../ui/format";
import { Button } from "../../../ui/lite/Button";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { buyInInstalments, fetchInstalmentPlan } from "../api/tranche-payments.api";
import { tranchePayKeys } from "../tranche-payments.keys";
import "../texts";

/**
 * "Buy in N payments" on a program's page (decision 0159), beside Buy, for a student who does not study it yet: the
 * plan's tranches are made and the first payment goes to the checkout.
 */
export function BuyInInstalmentsButton({ courseId, hasAccess }: { courseId: number; hasAccess: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const canBuy = useCan("payment.buy");
  const plan = useQuery({
    queryKey: tranchePayKeys.plan(courseId),
    queryFn: ({ signal }) => fetchInstalmentPlan(courseId, signal),
    enabled: canBuy && !hasAccess,
    meta: { silent: true },
  });
  const buy = useMutation({
    mutationFn: () => buyInInstalments(courseId),
    onSuccess: (order) => {
      if (order.checkout_url?.startsWith("/")) navigate(order.checkout_url);
      else if (order.checkout_url) window.location.assign(order.checkout_url);
      else navigate(`/course/view/${courseId}`);
    },
  });
  const offer = plan.data?.plan;
  if (!canBuy || hasAccess || !offer) return null;
  const first = formatMinorMoney({ minor: offer.first_amount * 100, currency: offer.currency, language });
  return (
    <div className="buy-instalments">
      <Button
        look="default"
        className="lite-btn--block"
        aria-busy={buy.isPending}
        disabled={buy.isPending}
        onClick={() => buy.mutate()}
        data-testid={`buy-instalments-${courseId}`}
      >
        {t("tranchePay.buy.button", { count: offer.payments })}
      </Button>
      <p className="buy-instalments__text">
        {t("tranchePay.buy.text", { count: offer.payments, first, days: offer.interval_days })}
      </p>
      {buy.isError && <p role="alert">{errorText(buy.error, t)}</p>}
    </div>
  );
}
