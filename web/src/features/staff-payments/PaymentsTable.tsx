import { EditOutlined, HistoryOutlined } from "@ant-design/icons";
import type { StaffPayment } from "@school/contracts";
import { Button, Space, Table, type TableColumnsType, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../ui/ConfirmDeleteButton";
import { runtimeKey } from "../../ui/runtime-key";
import { ScrollRegion } from "../../ui/ScrollRegion";
import { usePaymentFormat } from "./use-payment-format";

const STATUS_COLORS: Record<StaffPayment["status"], string> = {
  paid: "success",
  pending: "warning",
  failed: "error",
  refunded: "default",
};

/**
 * Payments as a table: the buyer (a program's list) or the program (a student's list), the sum, how and when it came,
 * its state, and what staff may do with it. Deleted payments stay visible, struck through.
 */
export function PaymentsTable({
  payments,
  show,
  canManage,
  onEdit,
  onDelete,
  onHistory,
  testId,
}: {
  payments: readonly StaffPayment[];
  show: "buyer" | "title";
  canManage: boolean;
  onEdit(payment: StaffPayment): void;
  onDelete(payment: StaffPayment): void;
  onHistory(payment: StaffPayment): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  const columns: TableColumnsType<StaffPayment> = [
    show === "buyer"
      ? { key: "buyer", title: t("staffPayments.buyer"), render: (_, row) => row.user_name || `#${row.user_id ?? "—"}` }
      : { key: "title", title: t("staffPayments.program"), dataIndex: "title" },
    {
      key: "sum",
      title: t("staffPayments.sum"),
      render: (_, row) => <span className="money-cell">{format.money(row.amount_minor, row.currency)}</span>,
    },
    {
      key: "method",
      title: t("staffPayments.method"),
      render: (_, row) => t(runtimeKey(`staffPayments.methods.${row.method}`)),
    },
    { key: "paid", title: t("staffPayments.paidOn"), render: (_, row) => format.date(row.paid_at) },
    {
      key: "status",
      title: t("staffPayments.status"),
      render: (_, row) =>
        row.deleted_at ? (
          <Tag bordered={false}>{t("staffPayments.deleted")}</Tag>
        ) : (
          <Tag color={STATUS_COLORS[row.status]} bordered={false}>
            {t(runtimeKey(`staffPayments.statuses.${row.status}`))}
          </Tag>
        ),
    },
    {
      key: "actions",
      title: t("staffPayments.actions"),
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<HistoryOutlined />}
            aria-label={t("staffPayments.history")}
            onClick={() => onHistory(row)}
            data-testid={`payment-history-${row.id}`}
          />
          {canManage && !row.deleted_at && (
            <>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={t("staffPayments.edit")}
                onClick={() => onEdit(row)}
                data-testid={`payment-edit-${row.id}`}
              />
              <ConfirmDeleteButton
                question={t("staffPayments.deleteConfirm")}
                onConfirm={() => onDelete(row)}
                testId={`payment-delete-${row.id}`}
              />
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <ScrollRegion label={t("staffPayments.title")}>
      <Table<StaffPayment>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...payments]}
        pagination={false}
        rowClassName={(row) => (row.deleted_at ? "payment-row--deleted" : "")}
        locale={{ emptyText: t("staffPayments.none") }}
        data-testid={testId}
      />
    </ScrollRegion>
  );
}
