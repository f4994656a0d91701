import { type OfflineOrder, PAYMENT_RECEIPT_MAX_BYTES, PAYMENT_RECEIPT_TYPES } from "@school/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Result, Skeleton, Typography } from "antd";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { formatMinorMoney } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { PageHeading } from "../../../ui/PageHeading";
import { useUiLanguage } from "../../language";
import { useOfflineOrderQuery, useReportPaid } from "../hooks";
import { StateTag } from "./StateTag";
import "../texts";
import "../offline-payments.css";

/**
 * /pay/offline/:orderId (decision 0160): how to pay a Kaspi or transfer order (the QR or link, or the school's
 * requisites), the exact sum and what to write, then "I have paid" with an optional receipt; afterwards where it
 * stands: waiting for the school, confirmed (the lessons open), or rejected with the school's reason.
 */
export function OfflineOrderScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useOfflineOrderQuery(orderId);
  const client = useQueryClient();
  const confirmed = order.data?.state === "confirmed";
  // Confirmed while the page was open: the program's access, the catalogue's marks and lists are asked anew.
  useEffect(() => {
    if (confirmed) void client.invalidateQueries();
  }, [confirmed, client]);
  if (order.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!order.data) {
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <Result
        status="warning"
        title={
          <h1 className="heading-plain">
            {t(missing ? "offlinePayments.order.notFound" : "offlinePayments.order.loadFailed")}
          </h1>
        }
        subTitle={missing ? t("offlinePayments.order.notFoundText") : errorText(order.error, t)}
      />
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: OfflineOrder }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const amount = formatMinorMoney({ minor: order.amount_minor, currency: order.currency, language });
  // Once the student said "I have paid", the page tells where it stands; paying and sending again are done.
  const open = order.state === "awaiting_payment";
  return (
    <div className="offline-pay" data-testid="offline-order">
      <PageHeading title={t(`offlinePayments.order.title.${order.channel}`)} />
      <p className="offline-pay__program">
        <strong>{order.title}</strong> · {t("offlinePayments.order.number", { reference: order.reference })}
      </p>
      <StateBanner order={order} />
      {order.state === "awaiting_confirmation" && order.receipt_url && (
        <a href={order.receipt_url} target="_blank" rel="noopener noreferrer" data-testid="offline-receipt-link">
          {t("offlinePayments.order.receiptView")}
        </a>
      )}
      {open && (
        <Card className="offline-pay__how">
          <dl className="offline-facts">
            <Fact
              label={t("offlinePayments.order.amount")}
              value={amount}
              copy={String(order.amount_minor / 100)}
              testId="offline-amount"
            />
            <Fact
              label={t(
                order.channel === "transfer" ? "offlinePayments.order.purpose" : "offlinePayments.order.comment",
              )}
              value={order.comment}
              copy={order.comment}
              testId="offline-comment"
            />
          </dl>
          {order.kaspi && <KaspiHow kaspi={order.kaspi} />}
          {order.transfer && <TransferHow transfer={order.transfer} />}
          <PaidForm order={order} />
        </Card>
      )}
    </div>
  );
}

function StateBanner({ order }: { order: OfflineOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = order.state === "confirmed" ? "success" : order.state === "rejected" ? "error" : "info";
  return (
    <Alert
      type={type}
      showIcon
      className="offline-pay__state"
      data-testid="offline-state"
      data-state={order.state}
      title={<StateTag state={order.state} plain />}
      description={
        <>
          <p>{t(`offlinePayments.stateText.${order.state}`)}</p>
          {order.rejection_reason && (
            <p data-testid="offline-rejection-reason">
              {t("offlinePayments.order.reason", { reason: order.rejection_reason })}
            </p>
          )}
          {order.state === "confirmed" && order.course_id !== null && (
            <Button
              type="primary"
              className="offline-pay__next"
              onClick={() =>
                navigate(
                  order.first_lesson_id
                    ? `/course/view/${order.course_id}/lesson/${order.first_lesson_id}`
                    : `/course/view/${order.course_id}`,
                )
              }
              data-testid="offline-open-program"
            >
              {t(order.first_lesson_id ? "offlinePayments.order.firstLesson" : "offlinePayments.order.openProgram")}
            </Button>
          )}
          {order.state === "rejected" && order.course_id !== null && (
            <Link to={`/pay/course/${order.course_id}`} data-testid="offline-other-way">
              {t("offlinePayments.order.otherWay")}
            </Link>
          )}
        </>
      }
    />
  );
}

function Fact({ label, value, copy, testId }: { label: string; value: string; copy: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="offline-facts__row">
      <dt>{label}</dt>
      <dd>
        <Typography.Text
          strong
          copyable={{ text: copy, tooltips: [t("offlinePayments.order.copy"), t("offlinePayments.order.copied")] }}
          data-testid={testId}
        >
          {value}
        </Typography.Text>
      </dd>
    </div>
  );
}

/** The steps name only what the school gave: a QR to scan, a link to open, or both. */
const KASPI_STEPS = { both: "kaspiSteps", qr: "kaspiStepsQr", link: "kaspiStepsLink" } as const;

function KaspiHow({ kaspi }: { kaspi: NonNullable<OfflineOrder["kaspi"]> }) {
  const { t } = useTranslation();
  const steps = kaspi.qr_url && kaspi.link ? KASPI_STEPS.both : kaspi.qr_url ? KASPI_STEPS.qr : KASPI_STEPS.link;
  return (
    <div className="offline-kaspi">
      <p data-testid="offline-kaspi-steps">{t(`offlinePayments.order.${steps}`)}</p>
      {kaspi.qr_url && (
        <img
          src={kaspi.qr_url}
          alt={t("offlinePayments.order.kaspiQrAlt")}
          className="offline-qr"
          data-testid="offline-kaspi-qr"
        />
      )}
      {kaspi.link && (
        <Button href={kaspi.link} target="_blank" rel="noopener noreferrer" data-testid="offline-kaspi-link">
          {t("offlinePayments.order.kaspiOpen")}
        </Button>
      )}
    </div>
  );
}

const REQUISITE_ROWS = ["legal_name", "bin", "bank_name", "iik", "bik", "kbe"] as const;

function TransferHow({ transfer }: { transfer: NonNullable<OfflineOrder["transfer"]> }) {
  const { t } = useTranslation();
  return (
    <div className="offline-transfer">
      <p>{t("offlinePayments.order.transferSteps")}</p>
      <dl className="offline-facts" data-testid="offline-requisites">
        {REQUISITE_ROWS.map((field) => (
          <Fact
            key={field}
            label={t(`offlinePayments.order.requisites.${field}`)}
            value={transfer[field]}
            copy={transfer[field]}
            testId={`offline-requisite-${field}`}
          />
        ))}
      </dl>
    </div>
  );
}

/** "I have paid", with a receipt picked before (checked for size here, for its type by the server's magic bytes). */
function PaidForm({ order }: { order: OfflineOrder }) {
  const { t } = useTranslation();
  const report = useReportPaid(order.order_id);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <div className="offline-paid">
      <label htmlFor={inputId} className="offline-paid__label">
        {t("offlinePayments.order.receipt")}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={PAYMENT_RECEIPT_TYPES.join(",")}
        aria-describedby={`${inputId}-help`}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setTooLarge(file !== null && file.size > PAYMENT_RECEIPT_MAX_BYTES);
          setReceipt(file && file.size <= PAYMENT_RECEIPT_MAX_BYTES ? file : null);
        }}
        data-testid="offline-receipt-input"
      />
      <Typography.Text type="secondary" id={`${inputId}-help`}>
        {t("offlinePayments.order.receiptHelp")}
      </Typography.Text>
      {tooLarge && <Alert type="error" showIcon title={t("offlinePayments.order.receiptTooLarge")} />}
      {report.isError && <Alert type="error" showIcon role="alert" title={errorText(report.error, t)} />}
      <Button
        type="primary"
        size="large"
        block
        loading={report.isPending}
        onClick={() =>
          report.mutate(receipt, {
            onSuccess: () => {
              setReceipt(null);
              if (input.current) input.current.value = "";
            },
          })
        }
        data-testid="offline-i-have-paid"
      >
        {t("offlinePayments.order.paid")}
      </Button>
    </div>
  );
}
