import type { PaymentLinkView } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Descriptions, Result, Space, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { formatDateTime, formatMinorMoney, formatShortDate } from "../../../ui/format";
import { useUiLanguage } from "../../language";
import { devPayLink, fetchPaymentLink, payPaymentLink } from "../api/tranche-payments.api";
import { tranchePayKeys } from "../tranche-payments.keys";
import "../texts";

const linkKey = tranchePayKeys.link;

/**
 * A tranche's payment link (decision 0159), opened from a message without signing in: the school, what is paid, and
 * Pay, which opens the tranche's one order at the provider; with the development provider its own test Pay and Decline.
 * A paid or expired link says so and pays nothing.
 */
export function PaymentLinkScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }) => fetchPaymentLink(token, signal),
    meta: { silent: true },
  });
  if (link.isPending) return <Spin size="large" aria-label={t("tranchePay.link.loading")} />;
  if (link.isError) {
    const missing = isApiError(link.error) && (link.error.status === 404 || link.error.status === 400);
    return (
      <Card className="auth-card" variant="borderless">
        <Result
          status="warning"
          title={
            <h1 className="heading-plain" data-testid="page-title">
              {missing ? t("tranchePay.link.notFound") : errorText(link.error, t)}
            </h1>
          }
          subTitle={missing ? t("tranchePay.link.notFoundText") : undefined}
        />
      </Card>
    );
  }
  return <LinkCard token={token} view={link.data} />;
}

function LinkCard({ token, view }: { token: string; view: PaymentLinkView }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const amount = formatMinorMoney({ minor: view.amount_minor, currency: view.currency, language });
  const title = (
    <h1 className="heading-plain" data-testid="page-title">
      {t("tranchePay.link.title", { school: view.school_name })}
    </h1>
  );
  if (view.state !== "open") {
    const paid = view.state === "paid";
    return (
      <Card className="auth-card" variant="borderless">
        <Result
          status={paid ? "success" : "warning"}
          title={title}
          subTitle={
            <span data-testid={`payment-link-${view.state}`}>
              {paid
                ? `${t("tranchePay.link.paid")}: ${amount}. ${t("tranchePay.link.paidText")}`
                : `${t("tranchePay.link.expired")}. ${t("tranchePay.link.expiredText")}`}
            </span>
          }
        />
      </Card>
    );
  }
  return (
    <Card className="auth-card" variant="borderless" title={title}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: "student", label: t("tranchePay.link.student"), children: view.student_name },
          { key: "item", label: t("tranchePay.link.item"), children: view.title },
          ...(view.number !== null && view.of !== null
            ? [
                {
                  key: "number",
                  label: "№",
                  children: t("tranchePay.link.number", { number: view.number, of: view.of }),
                },
              ]
            : []),
          {
            key: "amount",
            label: t("tranchePay.link.amount"),
            children: <strong data-testid="payment-link-amount">{amount}</strong>,
          },
          { key: "due", label: t("tranchePay.link.due"), children: formatShortDate(view.due_date, language) },
          { key: "expires", label: t("tranchePay.link.expires"), children: formatDateTime(view.expires_at, language) },
        ]}
      />
      {view.order_status === "failed" && <Alert type="warning" showIcon title={t("tranchePay.link.failed")} />}
      <PayButtons token={token} view={view} amount={amount} />
    </Card>
  );
}

function PayButtons({ token, view, amount }: { token: string; view: PaymentLinkView; amount: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: () => payPaymentLink(token),
    onSuccess: (order) => {
      if (order.checkout_url) window.location.assign(order.checkout_url);
    },
  });
  const test = useMutation({
    mutationFn: (outcome: "pay" | "decline") => devPayLink(token, outcome),
    onSuccess: (answer) => queryClient.setQueryData(linkKey(token), answer),
  });
  const error = pay.error ?? test.error;
  return (
    <Space direction="vertical" className="payment-link__actions" style={{ width: "100%", marginTop: 16 }}>
      {error && <Alert type="error" showIcon title={errorText(error, t)} role="alert" />}
      {view.dev_checkout ? (
        <>
          <Alert type="info" showIcon title={t("tranchePay.link.testNote")} />
          <Space wrap>
            <Button
              type="primary"
              loading={test.isPending && test.variables === "pay"}
              disabled={test.isPending}
              onClick={() => test.mutate("pay")}
              data-testid="payment-link-test-pay"
            >
              {t("tranchePay.link.testPay")}
            </Button>
            <Button
              disabled={test.isPending}
              onClick={() => test.mutate("decline")}
              data-testid="payment-link-test-decline"
            >
              {t("tranchePay.link.testDecline")}
            </Button>
          </Space>
        </>
      ) : (
        <Button
          type="primary"
          block
          loading={pay.isPending}
          onClick={() => pay.mutate()}
          data-testid="payment-link-pay"
        >
          {t("tranchePay.link.pay", { amount })}
        </Button>
      )}
    </Space>
  );
}
