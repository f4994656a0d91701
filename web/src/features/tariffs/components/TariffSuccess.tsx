import { ClockCircleOutlined } from "@ant-design/icons";
import type { TariffHistoryRow } from "@school/contracts";
import { Button, Result, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../../api/api-error";
import { formatDate, formatMinorMoney } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { TestPaymentsBanner } from "../../../ui/TestPaymentsBanner";
import { useUiLanguage } from "../../language";
import { restoreSession } from "../../session";
import { useMyTariffQuery } from "../hooks/use-tariffs";
import "../texts";

const POLL_MS = 2000;
/** After this long without an answer from the provider, the page stops asking and says what to do. */
const GIVE_UP_MS = 3 * 60_000;
const TARIFF_TAB = "/settings?tab=tariff";

const heading = (text: string) => (
  <h1 className="heading-plain" data-testid="page-title">
    {text}
  </h1>
);

/**
 * The tariff's thank-you page (/success/tariff/:orderId/…): the order's state as the server has it, never the
 * address's numbers. Pending asks again every two seconds; paid renews the session so the school's restored access
 * shows at once; failed says what to do next.
 */
export function TariffSuccess() {
  const { t } = useTranslation();
  const { orderId = "" } = useParams();
  const [startedAt] = useState(() => Date.now());
  const [waiting, setWaiting] = useState(true);
  const query = useMyTariffQuery({ pollMs: waiting ? POLL_MS : false });
  const order = query.data?.history.find((row) => row.source === "payment" && row.transaction === orderId);
  // An order this school never made (a mistyped or foreign address) is not waited for.
  const unknown = query.isSuccess && order === undefined;
  const settled = unknown || (order !== undefined && order.status !== "pending");
  const gaveUp = !settled && Date.now() - startedAt > GIVE_UP_MS;
  useEffect(() => {
    if (settled || gaveUp || query.isError) setWaiting(false);
  }, [settled, gaveUp, query.isError]);
  const renewed = useRef(false);
  useEffect(() => {
    if (order?.status !== "paid" || renewed.current) return;
    renewed.current = true;
    void restoreSession();
  }, [order?.status]);

  if (query.isError) {
    const forbidden = isApiError(query.error) && query.error.status === 403;
    return (
      <Result
        status="warning"
        title={heading(forbidden ? t("tariffs.success.notYours") : t("tariffs.loadFailed"))}
        extra={<Link to="/">{t("tariffs.success.home")}</Link>}
      />
    );
  }
  if (query.isPending) return <Spin size="large" fullscreen={false} />;
  if (unknown) {
    return (
      <Result
        status="warning"
        data-testid="tariff-success-unknown"
        title={heading(t("tariffs.success.unknownTitle"))}
        subTitle={t("tariffs.success.unknownText")}
        extra={<Link to={TARIFF_TAB}>{t("tariffs.success.toTariff")}</Link>}
      />
    );
  }
  const state = <OrderState order={order} gaveUp={gaveUp} />;
  if (!order?.test_payment) return state;
  return (
    <>
      <TestPaymentsBanner>{t("tariffs.success.testPayments")}</TestPaymentsBanner>
      {state}
    </>
  );
}

/** The order's state: paid, failed, refunded, or still waiting for the provider's word. */
function OrderState({ order, gaveUp }: { order: TariffHistoryRow | undefined; gaveUp: boolean }) {
  const { t } = useTranslation();
  if (order?.status === "paid") return <Paid order={order} />;
  if (order?.status === "failed") {
    return (
      <Result
        status="error"
        data-testid="tariff-success-failed"
        title={heading(t("tariffs.success.failedTitle"))}
        subTitle={t("tariffs.success.failedText")}
        extra={
          <Button type="primary" href={TARIFF_TAB}>
            {t("tariffs.success.tryAgain")}
          </Button>
        }
      />
    );
  }
  if (order?.status === "refunded") {
    return (
      <Result
        status="info"
        title={heading(t("tariffs.success.refunded"))}
        extra={<Link to={TARIFF_TAB}>{t("tariffs.success.toTariff")}</Link>}
      />
    );
  }
  return (
    <Result
      status="info"
      icon={gaveUp ? undefined : <ClockCircleOutlined />}
      data-testid="tariff-success-pending"
      title={heading(gaveUp ? t("tariffs.success.slowTitle") : t("tariffs.success.pendingTitle"))}
      subTitle={gaveUp ? t("tariffs.success.slowText") : t("tariffs.success.pendingText")}
      extra={<Link to={TARIFF_TAB}>{t("tariffs.success.toTariff")}</Link>}
    />
  );
}

function Paid({ order }: { order: TariffHistoryRow }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const period =
    order.starts_on && order.ends_on
      ? t("tariffs.success.period", {
          from: formatDate(order.starts_on, language),
          to: formatDate(order.ends_on, language),
        })
      : "";
  return (
    <Result
      status="success"
      data-testid="tariff-success-paid"
      title={heading(t("tariffs.success.paidTitle"))}
      subTitle={[
        t("tariffs.success.paidText", {
          sum: formatMinorMoney({ minor: order.amount_minor, currency: order.currency, language }),
          students: order.students ?? 0,
          count: order.months ?? 0,
        }),
        period,
      ].join(" ")}
      extra={[
        <Button key="tariff" type="primary" href={TARIFF_TAB}>
          {t("tariffs.success.toTariff")}
        </Button>,
        <Link key="home" to="/">
          {t("tariffs.success.home")}
        </Link>,
      ]}
    />
  );
}
