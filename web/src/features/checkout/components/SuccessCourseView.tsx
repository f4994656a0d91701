import type { OrderView } from "@school/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Card, Result, Spin } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { TestPaymentsBanner } from "../../../ui/TestPaymentsBanner";
import { learningProgressKeys } from "../../learning-progress";
import { useSession } from "../../session";
import { checkoutKeys } from "../checkout.keys";
import { useOrderQuery } from "../hooks/use-order.query";
import { OrderFacts } from "./OrderFacts";
import "../checkout.css";
import "../texts";

const Title = ({ children }: { children: string }) => (
  <h1 className="heading-plain" data-testid="page-title">
    {children}
  </h1>
);

/**
 * The thank-you page after a purchase (issue 21): the order's real state read from the server, never the address's
 * numbers. Paid: what next (the first lesson); pending: asked again every two seconds; failed: what to do.
 */
export function SuccessCourseView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useOrderQuery(orderId);
  const queryClient = useQueryClient();
  const userId = useSession().claims?.user_id ?? 0;
  const paid = order.data?.status === "paid";
  // Once paid, the catalogue's "Paid" marks and the program's access are asked again rather than read stale.
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: learningProgressKeys.paid(userId) });
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.accessOf(userId) });
  }, [paid, queryClient, userId]);
  if (order.isPending) {
    return (
      <Card className="auth-card checkout-page" variant="borderless">
        <Result icon={<Spin />} title={<Title>{t("checkout.success.loading")}</Title>} />
      </Card>
    );
  }
  if (!order.data) {
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <Card className="auth-card checkout-page" variant="borderless" data-testid="order-state-missing">
        <Result
          status="warning"
          title={<Title>{missing ? t("checkout.success.notFound") : t("checkout.success.loadFailed")}</Title>}
          subTitle={missing ? t("checkout.success.notFoundText") : errorText(order.error, t)}
          extra={<HomeButton />}
        />
      </Card>
    );
  }
  const longWait = order.waitedLong;
  return (
    <Card className="auth-card checkout-page" variant="borderless" data-testid={`order-state-${order.data.status}`}>
      {order.data.test_payment && <TestPaymentsBanner>{t("checkout.testPayments")}</TestPaymentsBanner>}
      <div aria-live="polite">
        <OrderResult order={order.data} longWait={longWait} />
      </div>
    </Card>
  );
}

function OrderResult({ order, longWait }: { order: OrderView; longWait: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const facts = <OrderFacts order={order} />;
  const programPath = order.course_id ? `/my-course/info/${order.course_id}` : "/my-course";
  switch (order.status) {
    case "paid":
      return (
        <Result
          status="success"
          title={<Title>{t("checkout.success.paid")}</Title>}
          subTitle={order.kind === "course" ? t("checkout.success.paidText") : t("checkout.success.paidPackageText")}
          extra={
            <div className="checkout-page__actions">
              {order.kind === "course" && order.course_id !== null ? (
                <Button
                  type="primary"
                  onClick={() =>
                    navigate(
                      order.first_lesson_id
                        ? `/course/view/${order.course_id}/lesson/${order.first_lesson_id}`
                        : `/course/view/${order.course_id}`,
                    )
                  }
                  data-testid="order-first-lesson"
                >
                  {order.first_lesson_id ? t("checkout.success.firstLesson") : t("checkout.success.openProgram")}
                </Button>
              ) : (
                <HomeButton primary />
              )}
            </div>
          }
        >
          {facts}
        </Result>
      );
    case "pending":
      return (
        <Result
          icon={longWait ? undefined : <Spin />}
          status={longWait ? "info" : undefined}
          title={<Title>{longWait ? t("checkout.success.slow") : t("checkout.success.pending")}</Title>}
          subTitle={longWait ? t("checkout.success.slowText") : t("checkout.success.pendingText")}
          extra={
            <div className="checkout-page__actions">
              {order.dev_checkout && (
                <Button
                  type="primary"
                  onClick={() => navigate(`/pay/dev-checkout/${encodeURIComponent(order.order_id)}`)}
                  data-testid="order-continue-payment"
                >
                  {t("checkout.success.continuePayment")}
                </Button>
              )}
              <Button onClick={() => navigate(programPath)}>{t("checkout.success.backToProgram")}</Button>
            </div>
          }
        >
          {facts}
        </Result>
      );
    case "failed":
      return (
        <Result
          status="error"
          title={<Title>{t("checkout.success.failed")}</Title>}
          subTitle={t("checkout.success.failedText")}
          extra={
            <div className="checkout-page__actions">
              <Button type="primary" onClick={() => navigate(programPath)} data-testid="order-try-again">
                {t("checkout.success.tryAgain")}
              </Button>
              <HomeButton />
            </div>
          }
        >
          {facts}
        </Result>
      );
    default:
      return (
        <Result
          status="info"
          title={<Title>{t("checkout.success.refunded")}</Title>}
          subTitle={t("checkout.success.refundedText")}
          extra={<HomeButton primary />}
        >
          {facts}
        </Result>
      );
  }
}

function HomeButton({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type={primary ? "primary" : "default"} onClick={() => navigate("/my-course")} data-testid="order-home">
      {t("checkout.success.toMyPrograms")}
    </Button>
  );
}
