import type { StudentOfflineChannel } from "@school/contracts";
import { Alert, Button, Card, Result, Skeleton } from "antd";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorText } from "../../../api/error-text";
import { formatMinorMoney } from "../../../ui/format";
import { PageHeading } from "../../../ui/PageHeading";
import { useCourseInfoQuery } from "../../catalogue";
import { stillToBuy, useCourseAccess } from "../../checkout";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { useOfflineMethodsQuery, useOpenOfflineOrder } from "../hooks";
import "../texts";
import "../offline-payments.css";

const newKey = () => `offline-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * /pay/course/:courseId (decision 0160): how the student pays a program: the card (the checkout's own Buy, passed in
 * by the page), Kaspi or a bank transfer, each with its consequence; Kaspi and transfer open an order whose page says
 * how to pay it.
 */
export function PayCourseScreen({
  courseId,
  cardAction,
}: {
  courseId: number;
  cardAction(course: CourseForSale): ReactNode;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const currency = useSession().claims?.currency ?? "KZT";
  const info = useCourseInfoQuery(courseId);
  const access = useCourseAccess(courseId);
  const methods = useOfflineMethodsQuery();
  const open = useOpenOfflineOrder();
  const navigate = useNavigate();
  const key = useRef(newKey());
  if (info.isPending || methods.isPending || access.isPending) {
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  const course = info.data;
  if (!course) {
    return <Result status="warning" title={t("offlinePayments.choose.loadFailed")} />;
  }
  const choose = (channel: StudentOfflineChannel) =>
    open.mutate(
      { courseId, channel, key: key.current },
      {
        onSuccess: (order) => navigate(`/pay/offline/${encodeURIComponent(order.order_id)}`),
        onError: () => {
          key.current = newKey();
        },
      },
    );
  const price = formatMinorMoney({ minor: Math.round(course.cost * 100), currency, language });
  const option = (channel: "card" | StudentOfflineChannel, action: ReactNode) => (
    <Card className="offline-choice" key={channel} data-testid={`pay-choice-${channel}`}>
      <h2 className="offline-choice__title">{t(`offlinePayments.choose.${channel}`)}</h2>
      <p className="offline-choice__text">{t(`offlinePayments.choose.${channel}Text`)}</p>
      {action}
    </Card>
  );
  const offline = (channel: StudentOfflineChannel) => (
    <Button
      type="primary"
      block
      loading={open.isPending && open.variables?.channel === channel}
      disabled={open.isPending}
      onClick={() => choose(channel)}
      aria-label={`${t(`offlinePayments.choose.${channel}`)}: ${t("offlinePayments.choose.continue")}`}
      data-testid={`pay-with-${channel}`}
    >
      {t("offlinePayments.choose.continue")}
    </Button>
  );
  return (
    <div className="offline-pay" data-testid="pay-course-screen">
      <PageHeading title={t("offlinePayments.choose.title")} />
      <p className="offline-pay__program">
        <strong>{course.title}</strong>
        <br />
        {t("offlinePayments.choose.amount")}: <strong data-testid="pay-course-price">{price}</strong>
      </p>
      {stillToBuy(access.data) === false ? (
        <Alert type="info" showIcon title={t("offlinePayments.choose.enrolled")} />
      ) : (
        <div className="offline-choices">
          {option("card", cardAction(course))}
          {methods.data?.kaspi && option("kaspi", offline("kaspi"))}
          {methods.data?.transfer && option("transfer", offline("transfer"))}
        </div>
      )}
      {open.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(open.error, t)} className="offline-pay__error" />
      )}
    </div>
  );
}

export type CourseForSale = { id: number; title: string; cost: number; is_free: boolean };
