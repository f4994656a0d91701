import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../api/error-text";
import { TestPaymentsBanner } from "../../../ui/TestPaymentsBanner";
import { useSearchParams } from "../../../ui/use-search-params";
import { answerDevCheckout } from "../api/checkout.api";
import { checkoutKeys } from "../checkout.keys";
import { useOrderQuery } from "../hooks/use-order.query";
import { OrderFacts } from "./OrderFacts";
import "../checkout.css";
import "../texts";

/** Only a path of this site: the page never sends anyone to another address it was handed. */
const localPath = (value: string | null, fallback: string) =>
  value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : fallback;

/**
 * The development provider's checkout page (decision 0052): the order as the server has it, and Pay or Decline,
 * which make the server send itself the signed notification a provider would; then the thank-you page.
 */
export function DevCheckoutView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const order = useOrderQuery(orderId);
  const thankYou = `/success/course/${encodeURIComponent(orderId)}/0/0/KZT`;
  const answer = useMutation({
    mutationFn: (outcome: "pay" | "decline") => answerDevCheckout(orderId, outcome),
    onSuccess: (settled, outcome) => {
      queryClient.setQueryData(checkoutKeys.order(orderId), settled);
      navigate(localPath(search.get(outcome === "pay" ? "return" : "fail"), thankYou), { replace: true });
    },
  });
  const title = (
    <h1 className="heading-plain" data-testid="page-title">
      {t("checkout.dev.title")}
    </h1>
  );
  // The development provider's own page: whatever the order's state, no money moves here.
  const banner = <TestPaymentsBanner>{t("checkout.testPayments")}</TestPaymentsBanner>;
  if (order.isPending) {
    return (
      <Card className="auth-card checkout-page" variant="borderless">
        {banner}
        <Result icon={<Spin />} title={title} />
      </Card>
    );
  }
  if (!order.data) {
    return (
      <Card className="auth-card checkout-page" variant="borderless">
        {banner}
        <Result status="warning" title={title} subTitle={errorText(order.error, t)} />
      </Card>
    );
  }
  const payable = order.data.dev_checkout;
  return (
    <Card className="auth-card checkout-page" variant="borderless" data-testid="dev-checkout">
      {banner}
      <Result
        status="info"
        title={title}
        subTitle={t("checkout.dev.text")}
        extra={
          <div className="checkout-page__actions">
            <Button
              type="primary"
              disabled={!payable}
              loading={answer.isPending && answer.variables === "pay"}
              onClick={() => answer.mutate("pay")}
              data-testid="dev-checkout-pay"
            >
              {t("checkout.dev.pay")}
            </Button>
            <Button
              danger
              disabled={!payable}
              loading={answer.isPending && answer.variables === "decline"}
              onClick={() => answer.mutate("decline")}
              data-testid="dev-checkout-decline"
            >
              {t("checkout.dev.decline")}
            </Button>
          </div>
        }
      >
        <OrderFacts order={order.data} />
        {!payable && <Alert type="info" showIcon message={t("checkout.dev.closed")} />}
        {answer.isError && <Alert type="error" showIcon role="alert" message={errorText(answer.error, t)} />}
      </Result>
    </Card>
  );
}
