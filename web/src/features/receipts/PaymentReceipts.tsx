import { FilePdfOutlined, ReloadOutlined } from "@ant-design/icons";
import type { PaymentReceipt } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Skeleton, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/error-text";
import { formatMinorMoney, formatTimestamp } from "../../ui/format";
import { LoadFailed } from "../../ui/LoadFailed";
import { toast } from "../../ui/toast";
import { useUiLanguage } from "../language";
import { useSession } from "../session";
import { downloadReceiptPdf, fetchPaymentReceipts, retryFiscal } from "./receipts.api";
import { receiptKeys } from "./receipts.keys";
import "./receipts.css";
import "./texts";

const FISCAL_COLORS: Record<PaymentReceipt["fiscal_state"], string> = {
  off: "default",
  pending: "processing",
  sending: "processing",
  registered: "success",
  failed: "error",
};

/** Hands a downloaded file to the browser. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A payment's receipts (decision 0161): each one's number, sum and date, its PDF to download, and its fiscal receipt
 * (the register's fiscal sign and the OFD's link) when the platform fiscalises; staff see why a registration failed
 * and send it again. While a receipt is still being fiscalised or drawn, the list looks again every few seconds.
 */
export function PaymentReceipts({ paymentId, canManage }: { paymentId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const schoolId = useSession().claims?.school_id ?? 0;
  const queryClient = useQueryClient();
  const key = receiptKeys.payment(schoolId, paymentId);
  const receipts = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPaymentReceipts(paymentId, signal),
    refetchInterval: (query) =>
      query.state.data?.results.some(
        (each) => !each.pdf_ready || each.fiscal_state === "pending" || each.fiscal_state === "sending",
      )
        ? 3000
        : false,
  });
  const download = useMutation({
    mutationFn: (receipt: PaymentReceipt) => downloadReceiptPdf(receipt.id),
    onSuccess: (blob, receipt) => saveBlob(blob, `receipt-${receipt.number}.pdf`),
    onError: (error) => toast.error(errorText(error, t)),
    meta: { silent: true },
  });
  const retry = useMutation({
    mutationFn: (receipt: PaymentReceipt) => retryFiscal(receipt.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
    onError: (error) => toast.error(errorText(error, t)),
    meta: { silent: true },
  });
  if (receipts.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (receipts.isError) return <LoadFailed error={receipts.error} onRetry={() => void receipts.refetch()} />;
  const rows = receipts.data.results;
  return (
    <section className="payment-receipts" aria-labelledby={`receipts-${paymentId}`} data-testid="payment-receipts">
      <h3 id={`receipts-${paymentId}`} className="payment-receipts__title">
        {t("receipts.title")}
      </h3>
      {rows.length === 0 && <p className="payment-receipts__none">{t("receipts.none")}</p>}
      <ul className="payment-receipts__list">
        {rows.map((receipt) => (
          <li key={receipt.id} className="payment-receipts__item" data-testid={`receipt-${receipt.id}`}>
            <div className="payment-receipts__head">
              <strong>
                {t(receipt.kind === "refund" ? "receipts.refund" : "receipts.payment", { number: receipt.number })}
              </strong>
              <span className="money-cell">
                {formatMinorMoney({ minor: receipt.amount_minor, currency: receipt.currency, language })}
              </span>
            </div>
            <div className="payment-receipts__meta">{formatTimestamp(receipt.issued_at, language)}</div>
            {receipt.fiscal_state !== "off" && (
              <div className="payment-receipts__fiscal">
                <Tag color={FISCAL_COLORS[receipt.fiscal_state]} bordered={false}>
                  {t(`receipts.fiscal.${receipt.fiscal_state}`)}
                </Tag>
                {receipt.fiscal_sign && (
                  <span data-testid={`receipt-fiscal-sign-${receipt.id}`}>
                    {t("receipts.fiscalSign")}: {receipt.fiscal_sign}
                  </span>
                )}
                {receipt.fiscal_url && (
                  <a href={receipt.fiscal_url} target="_blank" rel="noreferrer">
                    {t("receipts.checkAtOfd")}
                  </a>
                )}
                {canManage && receipt.fiscal_error && (
                  <span className="payment-receipts__error">{receipt.fiscal_error}</span>
                )}
              </div>
            )}
            <div className="payment-receipts__actions">
              <Button
                size="small"
                icon={<FilePdfOutlined />}
                loading={download.isPending && download.variables?.id === receipt.id}
                onClick={() => download.mutate(receipt)}
                aria-label={t("receipts.downloadNamed", { number: receipt.number })}
                data-testid={`receipt-pdf-${receipt.id}`}
              >
                {t("receipts.download")}
              </Button>
              {canManage && receipt.fiscal_state === "failed" && (
                <Button
                  size="small"
                  icon={<ReloadOutlined />}
                  loading={retry.isPending}
                  onClick={() => retry.mutate(receipt)}
                  data-testid={`receipt-fiscal-retry-${receipt.id}`}
                >
                  {t("receipts.retry")}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
