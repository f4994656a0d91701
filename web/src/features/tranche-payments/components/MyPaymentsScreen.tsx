import type { PaymentTranche } from "@school/contracts";
import { listPaymentTranches } from "@school/contracts/routes";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Table, type TableColumnsType, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";
import { callEndpoint } from "../../../api/http-client";
import { formatMinorMoney, formatShortDate } from "../../../ui/format";
import { LoadFailed } from "../../../ui/LoadFailed";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useIsMobile } from "../../../ui/use-is-mobile";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { tranchePayKeys } from "../tranche-payments.keys";
import { usePayTranche } from "./use-pay-tranche";
import "../texts";

/** The student's own payments (decision 0159): each tranche, when due, paid or not, and Pay on an open one. */
export function MyPaymentsScreen() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { claims } = useSession();
  const userId = claims?.user_id ?? 0;
  const currency = claims?.currency ?? "KZT";
  const tranches = useQuery({
    queryKey: tranchePayKeys.mine(userId),
    queryFn: ({ signal }) => callEndpoint(listPaymentTranches, { query: { user_id: userId }, signal }),
    enabled: userId > 0,
  });
  const pay = usePayTranche();
  const money = (amount: number) => formatMinorMoney({ minor: amount * 100, currency, language });
  const isMobile = useIsMobile();
  const columns: TableColumnsType<PaymentTranche> = [
    // At 390 px the sum, the date and Pay fit; the note is said in Pay's label and the page above.
    ...(isMobile ? [] : [{ key: "note", title: t("tranchePay.link.item"), dataIndex: "note" }]),
    { key: "amount", title: t("tranchePay.mine.amount"), render: (_, row) => money(row.amount) },
    {
      key: "due",
      title: t("tranchePay.mine.due"),
      render: (_, row) => (
        <>
          {formatShortDate(row.due_date, language)}{" "}
          {row.overdue && (
            <Tag color="error" bordered={false}>
              {t("tranchePay.mine.overdue")}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: "state",
      title: t("tranchePay.mine.state"),
      render: (_, row) =>
        row.paid_on ? (
          <span data-testid={`my-tranche-paid-${row.id}`}>
            {t("tranchePay.mine.paid", { date: formatShortDate(row.paid_on, language) })}
          </span>
        ) : (
          <Button
            type="primary"
            size="small"
            loading={pay.isPending && pay.variables === row.id}
            disabled={pay.isPending}
            aria-label={t("tranchePay.mine.payLabel", {
              amount: money(row.amount),
              date: formatShortDate(row.due_date, language),
            })}
            onClick={() => pay.mutate(row.id)}
            data-testid={`my-tranche-pay-${row.id}`}
          >
            {t("tranchePay.mine.pay")}
          </Button>
        ),
    },
  ];
  return (
    <Card
      variant="borderless"
      title={
        <h1 className="heading-plain" data-testid="page-title">
          {t("tranchePay.mine.title")}
        </h1>
      }
    >
      {pay.isError && <Alert type="error" showIcon role="alert" title={errorText(pay.error, t)} />}
      {tranches.isError ? (
        <LoadFailed error={tranches.error} onRetry={() => tranches.refetch()} />
      ) : (
        <ScrollRegion label={t("tranchePay.mine.title")}>
          <Table<PaymentTranche>
            rowKey="id"
            size={isMobile ? "small" : "middle"}
            loading={tranches.isPending}
            columns={columns}
            dataSource={tranches.data?.results ?? []}
            pagination={false}
            locale={{ emptyText: t("tranchePay.mine.empty") }}
            data-testid="my-tranches"
          />
        </ScrollRegion>
      )}
    </Card>
  );
}
