import { EditOutlined } from "@ant-design/icons";
import type { PaymentTranche } from "@school/contracts";
import { Button, Space, Table, type TableColumnsType, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { formatShortDate } from "../../../ui/format";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { SendPaymentLinkButton } from "../../tranche-payments";

/** The tranches: sum, due date (overdue marked), when paid, the note, and for staff mark / un-mark, edit, delete. */
export function TrancheTable({
  tranches,
  canManage,
  busy,
  money,
  onPaid,
  onEdit,
  onDelete,
}: {
  tranches: readonly PaymentTranche[];
  canManage: boolean;
  busy: boolean;
  money(amount: number): string;
  onPaid(tranche: PaymentTranche, paid: boolean): void;
  onEdit(tranche: PaymentTranche): void;
  onDelete(tranche: PaymentTranche): void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const columns: TableColumnsType<PaymentTranche> = [
    { key: "amount", title: t("record.ui.amount"), render: (_, row) => money(row.amount) },
    {
      key: "due",
      title: t("record.ui.dueDate"),
      render: (_, row) => (
        <Space size={4} wrap>
          {formatShortDate(row.due_date, language)}
          {row.overdue && (
            <Tag color="error" bordered={false} data-testid={`tranche-overdue-${row.id}`}>
              {t("record.ui.overdue")}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      key: "paid",
      title: t("record.ui.paidOn"),
      render: (_, row) => (row.paid_on ? formatShortDate(row.paid_on, language) : "—"),
    },
    { key: "note", title: t("record.ui.trancheNote"), dataIndex: "note" },
  ];
  if (canManage) {
    columns.push({
      key: "actions",
      title: t("record.ui.trancheActions"),
      render: (_, row) => (
        <Space size={0} wrap>
          <Button
            size="small"
            onClick={() => onPaid(row, row.paid_on === null)}
            loading={busy}
            data-testid={`tranche-${row.paid_on === null ? "pay" : "unpay"}-${row.id}`}
          >
            {row.paid_on === null ? t("record.ui.markPaid") : t("record.ui.unmarkPaid")}
          </Button>
          {row.paid_on === null && <SendPaymentLinkButton trancheId={row.id} amount={money(row.amount)} />}
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t("record.ui.editTranche")}
            onClick={() => onEdit(row)}
            data-testid={`tranche-edit-${row.id}`}
          />
          <ConfirmDeleteButton
            question={t("record.ui.deleteTrancheConfirm")}
            onConfirm={() => onDelete(row)}
            testId={`tranche-delete-${row.id}`}
          />
        </Space>
      ),
    });
  }
  return (
    <ScrollRegion label={t("record.ui.tranches")}>
      <Table<PaymentTranche>
        className="record-table"
        rowKey="id"
        columns={columns}
        dataSource={[...tranches]}
        pagination={false}
        locale={{ emptyText: t("record.ui.noTranches") }}
        data-testid="tranches-table"
      />
    </ScrollRegion>
  );
}
