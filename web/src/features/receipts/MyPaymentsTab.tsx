import { useQuery } from "@tanstack/react-query";
import { Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { formatMinorMoney } from "../../ui/format";
import { LoadFailed } from "../../ui/LoadFailed";
import { useUiLanguage } from "../language";
import { useSession } from "../session";
import { PaymentReceipts } from "./PaymentReceipts";
import { fetchMyPayments } from "./receipts.api";
import { receiptKeys } from "./receipts.keys";
import "./receipts.css";
import "./texts";

/**
 * A student's own payments in their settings (decision 0161): each purchase with its sum and state, and under it its
 * receipts, each downloadable as the PDF that was mailed, with the fiscal receipt's sign and link.
 */
export function MyPaymentsTab() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { claims } = useSession();
  const userId = claims?.user_id ?? 0;
  const payments = useQuery({
    queryKey: receiptKeys.mine(claims?.school_id ?? 0, userId),
    queryFn: ({ signal }) => fetchMyPayments(userId, signal),
  });
  if (payments.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (payments.isError) return <LoadFailed error={payments.error} onRetry={() => void payments.refetch()} />;
  const paid = payments.data.payments.filter(
    (payment) => (payment.status === "paid" || payment.status === "refunded") && !payment.deleted_at,
  );
  if (paid.length === 0) return <Empty description={t("receipts.noPayments")} />;
  return (
    <div className="my-payments" data-testid="my-payments">
      {paid.map((payment) => (
        <article key={payment.id} className="my-payments__payment" data-testid={`my-payment-${payment.id}`}>
          <header className="payment-receipts__head">
            <strong>{payment.title}</strong>
            <span className="money-cell">
              {formatMinorMoney({ minor: payment.amount_minor, currency: payment.currency, language })}
            </span>
          </header>
          <PaymentReceipts paymentId={payment.id} canManage={false} />
        </article>
      ))}
    </div>
  );
}
